package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

type downloadResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

func download(dir string) (bool, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return false, fmt.Errorf("failed to create directory: %v", err)
	}
	return true, nil
}

func routes() {
	// errMsg takes the text of err when there is one: the path of the
	// failed mkdir goes into the response
	http.HandleFunc("/api/download", func(w http.ResponseWriter, r *http.Request) {
		ok, err := download(r.URL.Query().Get("dir"))
		if !ok || err != nil {
			errMsg := "Unknown error"
			if err != nil {
				errMsg = err.Error()
			}
			w.WriteHeader(http.StatusInternalServerError)
			json.NewEncoder(w).Encode(downloadResponse{Message: fmt.Sprintf("Failed to download media: %s", errMsg)}) // want: RC402
		}
	})
	// the same handler that keeps the text for the log
	http.HandleFunc("/api/download2", func(w http.ResponseWriter, r *http.Request) {
		ok, err := download(r.URL.Query().Get("dir"))
		if !ok || err != nil {
			errMsg := "download failed"
			if err != nil {
				fmt.Fprintln(os.Stderr, "download:", err.Error())
			}
			w.WriteHeader(http.StatusInternalServerError)
			json.NewEncoder(w).Encode(downloadResponse{Message: errMsg})
		}
	})
}
