package vectors

import (
	"context"
	"time"

	chromem "github.com/philippgille/chromem-go"
)

// ---- clean look-alike ----

// query embeds the query text under a deadline.
func query(ctx context.Context, db *chromem.DB, model, url, text string) ([]chromem.Result, error) {
	ef := chromem.NewEmbeddingFuncOllama(model, url)
	c, err := db.GetOrCreateCollection("docs", nil, ef)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	return c.Query(ctx, text, 5, nil, nil)
}
