// A Go map literal filled by index assignment carries what was put in it
// (resp["details"] = err.Error()), and a method of the file called on the
// method's own receiver (s.respondWithError) takes the origin of the errors
// its callers hand it, as a plain function's calls do (batch 29,
// Blankcut/kubernetes-mcp-server internal/api/routes.go).
package api

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
)

type Server struct{ root string }

func (s *Server) respondWithError(w http.ResponseWriter, code int, message string, err error) {
	errorResponse := map[string]string{
		"error": message,
	}
	if err != nil {
		errorResponse["details"] = err.Error() // want: RC402
		log.Printf("%s: %v", message, err)
	}
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(errorResponse)
}

func (s *Server) handleConfig(w http.ResponseWriter, r *http.Request) {
	data, err := os.ReadFile(s.root + "/config.json")
	if err != nil {
		s.respondWithError(w, http.StatusInternalServerError, "failed to read config", err)
		return
	}
	w.Write(data)
}

func handleStatus(w http.ResponseWriter, r *http.Request) {
	if _, err := os.Stat("/var/run/app.pid"); err != nil {
		resp := map[string]any{"ok": false}
		resp["error"] = err.Error() // want: RC402
		json.NewEncoder(w).Encode(resp)
		return
	}
	w.Write([]byte("ok"))
}

// Clean look-alike: the map gets the error's code only, its text is logged.
func handleHealth(w http.ResponseWriter, r *http.Request) {
	if _, err := os.Stat("/var/run/app.pid"); err != nil {
		log.Printf("health: %v", err)
		resp := map[string]any{"ok": false}
		resp["error"] = "not running"
		json.NewEncoder(w).Encode(resp)
		return
	}
	w.Write([]byte("ok"))
}

// Clean look-alike: another map of the function gets the text; the one
// sent does not.
func handleReady(w http.ResponseWriter, r *http.Request) {
	if _, err := os.Stat("/var/run/ready"); err != nil {
		logged := map[string]string{}
		logged["error"] = err.Error()
		log.Print(logged)
		sent := map[string]string{"error": "not ready"}
		json.NewEncoder(w).Encode(sent)
		return
	}
	w.Write([]byte("ok"))
}
