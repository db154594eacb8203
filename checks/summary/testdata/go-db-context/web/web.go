package web

import (
	"context"
	"net/http"

	"example.com/dbctx/store"
)

// Export serves the notes with a context that never ends.
func Export(st *store.Store, w http.ResponseWriter, r *http.Request) {
	rows, err := st.Notes(context.Background(), r.URL.Query().Get("owner")) // want: RC103
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
}

// ExportBounded passes the request's context.
func ExportBounded(st *store.Store, w http.ResponseWriter, r *http.Request) {
	rows, err := st.Notes(r.Context(), r.URL.Query().Get("owner"))
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
}
