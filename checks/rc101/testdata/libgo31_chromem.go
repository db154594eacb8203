package vectors

import (
	chromem "github.com/philippgille/chromem-go"
)

// chromem-go's embedding functions send through &http.Client{} and leave
// the bound to the caller's context; nothing here gives one.
func newCollection(db *chromem.DB, model, url string) (*chromem.Collection, error) {
	ef := chromem.NewEmbeddingFuncOllama(model, url) // want: RC101
	return db.GetOrCreateCollection("docs", nil, ef)
}
