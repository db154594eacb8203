// Package ghfake is an in-memory fake of the GitHub REST endpoints
// resilience-check uses, for tests: check runs, issue comments, pull request
// files, contents and comparisons, git trees and blobs, code scanning SARIF uploads, the
// installation token, with pagination, GitHub's size limits
// answered by 422 as GitHub does, injected faults and a log of every request.
// It serves over httptest, so tests need no network.
package ghfake

import (
	"bytes"
	"compress/gzip"
	"crypto/rsa"
	"crypto/sha1"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/golang-jwt/jwt/v4"
)

// Limits the fake enforces, as GitHub does (see ghclient's limits.go).
const (
	maxAnnotations = 50
	maxSummary     = 65535
	maxComment     = 65536
	maxPRFiles     = 3000
	maxCompare     = 300
)

// Request is one request the fake received.
type Request struct {
	Method, Path string // Path without the prefix and the query
	Query        url.Values
	Header       http.Header
	Body         []byte
}

// Annotation is one check-run annotation as received.
type Annotation struct {
	Path            string `json:"path"`
	StartLine       int    `json:"start_line"`
	EndLine         int    `json:"end_line"`
	StartColumn     int    `json:"start_column,omitempty"`
	EndColumn       int    `json:"end_column,omitempty"`
	AnnotationLevel string `json:"annotation_level"`
	Message         string `json:"message"`
	Title           string `json:"title,omitempty"`
}

// CheckRun is a check run in the fake, with everything updates sent to it.
type CheckRun struct {
	ID          int64
	Name        string
	HeadSHA     string
	Status      string
	Conclusion  string
	Title       string
	Summary     string
	Annotations []Annotation
	// ExternalID is the check run's external_id.
	ExternalID string
	// Batches holds the number of annotations each create or update carried
	// (zero for requests without annotations).
	Batches []int
}

// Comment is an issue comment in the fake.
type Comment struct {
	ID    int64
	Issue int
	Body  string
	Edits int // how many times it was edited
}

// File is a changed file as the pull request files and compare APIs list it.
type File struct {
	Filename         string `json:"filename"`
	Status           string `json:"status"` // added, modified, removed, renamed, ...
	Patch            string `json:"patch,omitempty"`
	PreviousFilename string `json:"previous_filename,omitempty"`
	SHA              string `json:"sha,omitempty"`
	Additions        int    `json:"additions"`
	Deletions        int    `json:"deletions"`
}

// Fault makes matching requests fail. Faults are tried in order; the first
// that matches answers.
type Fault struct {
	Method string         // "" matches every method
	Path   *regexp.Regexp // nil matches every path
	// Times is how many requests it answers before it stops matching; 0 means
	// every matching request.
	Times  int
	Status int
	Header map[string]string
	Body   string // JSON answer body; empty gives {"message": <status text>}
	// Hang makes the fake wait until the client gives up instead of
	// answering (for timeout tests).
	Hang bool
}

// Server is the fake. Its fields may be set before requests are made and read
// after; use Lock/Unlock around access while requests are in flight.
type Server struct {
	*httptest.Server
	// Prefix is where the API lives below the server root, "" for
	// github.com's layout or "/api/v3" for GitHub Enterprise Server's.
	Prefix string

	sync.Mutex
	Requests  []Request
	CheckRuns []*CheckRun
	Comments  []*Comment
	// PRFiles maps a pull request number to its changed files, listed
	// MaxPRFiles at most, as GitHub does.
	PRFiles map[int][]File
	// Compare maps "base...head" to its changed files.
	Compare map[string][]File
	// Contents maps ref then path to file bytes.
	Contents map[string]map[string][]byte
	Faults   []*Fault
	// Reviews holds the pull request reviews created, in order.
	Reviews []*Review
	// InstallationToken is the token POST /app/installations/{id}/access_tokens
	// hands out (to a request with a Bearer JWT); empty means
	// "ghs_fakeinstallationtoken".
	InstallationToken string
	// AppKey and AppID, when AppKey is set, make the token endpoint check
	// the JWT as GitHub does: signed RS256 with the App's key, issued by
	// AppID, not expired; otherwise it answers 401.
	AppKey *rsa.PublicKey
	AppID  int64
	// SARIFUploads holds the code scanning uploads received, in order.
	SARIFUploads []*SARIFUpload
	// CodeScanningOff makes the SARIF upload answer 403, as GitHub does for
	// a repository without code scanning.
	CodeScanningOff bool
	// RateRemaining is the X-RateLimit-Remaining of the next answer that is
	// not a fault; each such answer spends one. New sets it to 5000.
	RateRemaining int
	// Latency delays every answer, to keep requests in flight (tests that
	// stop the client mid-work).
	Latency time.Duration
	// Pulls are the pull requests GET /repos/{o}/{r}/commits/{sha}/pulls
	// finds by head SHA.
	Pulls []Pull
	// MaxTreeEntries, when positive, cuts the git trees listing after that
	// many files with truncated: true (GitHub's limit is 100,000 entries).
	MaxTreeEntries int

	nextID int64
	mux    *http.ServeMux
	blobs  map[string][]byte // blob SHA -> contents, of Contents
	// shas are the blob SHAs of what SetContent stored, by ref and path
	// (Contents set directly get theirs computed on each request).
	shas map[string]map[string]string
}

// New starts a fake whose API lives below prefix ("" or "/api/v3"). Close it
// when done.
func New(prefix string) *Server {
	s := &Server{Prefix: prefix, PRFiles: map[int][]File{}, Compare: map[string][]File{},
		Contents: map[string]map[string][]byte{}, nextID: 1000, RateRemaining: 5000}
	m := http.NewServeMux()
	m.HandleFunc("POST /repos/{owner}/{repo}/check-runs", s.createCheckRun)
	m.HandleFunc("PATCH /repos/{owner}/{repo}/check-runs/{id}", s.updateCheckRun)
	m.HandleFunc("GET /repos/{owner}/{repo}/pulls/{n}/files", s.listFiles)
	m.HandleFunc("GET /repos/{owner}/{repo}/compare/{basehead}", s.compare)
	m.HandleFunc("GET /repos/{owner}/{repo}/contents/{path...}", s.contents)
	m.HandleFunc("GET /repos/{owner}/{repo}/git/trees/{sha}", s.tree)
	m.HandleFunc("GET /repos/{owner}/{repo}/git/blobs/{sha}", s.blob)
	m.HandleFunc("GET /repos/{owner}/{repo}/issues/{n}/comments", s.listComments)
	m.HandleFunc("POST /repos/{owner}/{repo}/issues/{n}/comments", s.createComment)
	m.HandleFunc("PATCH /repos/{owner}/{repo}/issues/comments/{id}", s.editComment)
	m.HandleFunc("POST /app/installations/{id}/access_tokens", s.installationToken)
	m.HandleFunc("GET /app", s.app)
	m.HandleFunc("POST /repos/{owner}/{repo}/pulls/{n}/reviews", s.createReview)
	m.HandleFunc("GET /repos/{owner}/{repo}/pulls/{n}/comments", s.listReviewComments)
	m.HandleFunc("GET /repos/{owner}/{repo}/commits/{ref}/check-runs", s.listCheckRuns)
	m.HandleFunc("GET /repos/{owner}/{repo}/commits/{sha}/pulls", s.listPullsForCommit)
	m.HandleFunc("POST /repos/{owner}/{repo}/code-scanning/sarifs", s.uploadSARIF)
	s.mux = m
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// APIURL is the URL to pass as GITHUB_API_URL.
func (s *Server) APIURL() string { return s.URL + s.Prefix }

// Fail appends a fault: the next times requests (0: all) with method and a
// path matching the pattern get status, with header.
func (s *Server) Fail(method, pathPattern string, times, status int, header map[string]string, body string) *Fault {
	f := &Fault{Method: method, Path: regexp.MustCompile(pathPattern), Times: times, Status: status, Header: header, Body: body}
	s.Lock()
	s.Faults = append(s.Faults, f)
	s.Unlock()
	return f
}

// Count returns how many requests had method and a path matching pattern.
func (s *Server) Count(method, pathPattern string) int {
	re := regexp.MustCompile(pathPattern)
	s.Lock()
	defer s.Unlock()
	n := 0
	for _, r := range s.Requests {
		if (method == "" || r.Method == method) && re.MatchString(r.Path) {
			n++
		}
	}
	return n
}

// AddComment adds a comment as if someone had posted it, and returns it.
func (s *Server) AddComment(issue int, body string) *Comment {
	s.Lock()
	defer s.Unlock()
	s.nextID++
	c := &Comment{ID: s.nextID, Issue: issue, Body: body}
	s.Comments = append(s.Comments, c)
	return c
}

// SetContent stores path's bytes at ref.
func (s *Server) SetContent(ref, path string, b []byte) {
	s.Lock()
	defer s.Unlock()
	if s.Contents[ref] == nil {
		s.Contents[ref] = map[string][]byte{}
	}
	s.Contents[ref][path] = b
	if s.shas == nil {
		s.shas = map[string]map[string]string{}
	}
	if s.shas[ref] == nil {
		s.shas[ref] = map[string]string{}
	}
	sha := BlobSHA(b)
	s.shas[ref][path] = sha
	if s.blobs == nil {
		s.blobs = map[string][]byte{}
	}
	s.blobs[sha] = b
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if !strings.HasPrefix(p, s.Prefix+"/") {
		writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
		return
	}
	p = strings.TrimPrefix(p, s.Prefix)
	body, _ := io.ReadAll(r.Body)
	s.Lock()
	s.Requests = append(s.Requests, Request{Method: r.Method, Path: p, Query: r.URL.Query(), Header: r.Header.Clone(), Body: body})
	var fault *Fault
	for _, f := range s.Faults {
		if (f.Method == "" || f.Method == r.Method) && (f.Path == nil || f.Path.MatchString(p)) && f.Times >= 0 {
			fault = f
			if f.Times > 0 {
				f.Times--
				if f.Times == 0 {
					f.Times = -1 // used up
				}
			}
			break
		}
	}
	latency := s.Latency
	remaining := s.RateRemaining
	if fault == nil && s.RateRemaining > 0 {
		s.RateRemaining--
	}
	s.Unlock()
	if latency > 0 {
		select {
		case <-time.After(latency):
		case <-r.Context().Done():
			return
		}
	}
	if fault != nil {
		if fault.Hang {
			<-r.Context().Done()
			return
		}
		for k, v := range fault.Header {
			w.Header().Set(k, v)
		}
		b := fault.Body
		if b == "" {
			b = fmt.Sprintf(`{"message": %q}`, http.StatusText(fault.Status))
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(fault.Status)
		io.WriteString(w, b)
		return
	}
	w.Header().Set("X-RateLimit-Limit", "5000")
	w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
	r2 := r.Clone(r.Context())
	r2.URL.Path = p
	r2.URL.RawPath = ""
	r2.Body = io.NopCloser(strings.NewReader(string(body)))
	s.mux.ServeHTTP(w, r2)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func unprocessable(w http.ResponseWriter, msg string) {
	writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"message": "Validation Failed: " + msg})
}

type checkRunBody struct {
	Name       string  `json:"name"`
	HeadSHA    string  `json:"head_sha"`
	Status     *string `json:"status"`
	Conclusion *string `json:"conclusion"`
	ExternalID *string `json:"external_id"`
	Output     *struct {
		Title       *string      `json:"title"`
		Summary     *string      `json:"summary"`
		Annotations []Annotation `json:"annotations"`
	} `json:"output"`
}

func (s *Server) applyCheckRun(w http.ResponseWriter, cr *CheckRun, b checkRunBody) bool {
	if b.Status != nil {
		cr.Status = *b.Status
		if cr.Status == "completed" && b.Conclusion == nil {
			unprocessable(w, "conclusion is required when status is completed")
			return false
		}
	}
	if b.Conclusion != nil {
		cr.Conclusion = *b.Conclusion
		cr.Status = "completed"
	}
	if b.ExternalID != nil {
		cr.ExternalID = *b.ExternalID
	}
	n := 0
	if o := b.Output; o != nil {
		if o.Title == nil || o.Summary == nil {
			unprocessable(w, "output needs title and summary")
			return false
		}
		if utf8.RuneCountInString(*o.Summary) > maxSummary {
			unprocessable(w, "output.summary is too long (maximum is 65535 characters)")
			return false
		}
		if len(o.Annotations) > maxAnnotations {
			unprocessable(w, "output.annotations: more than 50 items")
			return false
		}
		for _, a := range o.Annotations {
			if a.Path == "" || a.StartLine == 0 || a.EndLine == 0 || a.AnnotationLevel == "" || a.Message == "" {
				unprocessable(w, "annotation lacks a required field")
				return false
			}
			if (a.StartColumn != 0 || a.EndColumn != 0) && a.StartLine != a.EndLine {
				unprocessable(w, "annotation columns need start_line == end_line")
				return false
			}
		}
		cr.Title, cr.Summary = *o.Title, *o.Summary
		cr.Annotations = append(cr.Annotations, o.Annotations...)
		n = len(o.Annotations)
	}
	cr.Batches = append(cr.Batches, n)
	return true
}

func (s *Server) checkRunJSON(r *http.Request, cr *CheckRun) map[string]any {
	return map[string]any{"id": cr.ID, "name": cr.Name, "head_sha": cr.HeadSHA, "status": cr.Status,
		"conclusion": cr.Conclusion, "external_id": cr.ExternalID, "html_url": fmt.Sprintf("%s/%s/%s/runs/%d", s.URL, r.PathValue("owner"), r.PathValue("repo"), cr.ID)}
}

func (s *Server) createCheckRun(w http.ResponseWriter, r *http.Request) {
	var b checkRunBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil || b.Name == "" || b.HeadSHA == "" {
		unprocessable(w, "name and head_sha are required")
		return
	}
	s.Lock()
	defer s.Unlock()
	s.nextID++
	cr := &CheckRun{ID: s.nextID, Name: b.Name, HeadSHA: b.HeadSHA, Status: "queued"}
	if !s.applyCheckRun(w, cr, b) {
		return
	}
	s.CheckRuns = append(s.CheckRuns, cr)
	writeJSON(w, http.StatusCreated, s.checkRunJSON(r, cr))
}

func (s *Server) updateCheckRun(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	var b checkRunBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		unprocessable(w, "bad JSON")
		return
	}
	s.Lock()
	defer s.Unlock()
	for _, cr := range s.CheckRuns {
		if cr.ID == id {
			if s.applyCheckRun(w, cr, b) {
				writeJSON(w, http.StatusOK, s.checkRunJSON(r, cr))
			}
			return
		}
	}
	writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
}

// paginate answers one page of items with GitHub's Link header.
func paginate[T any](w http.ResponseWriter, r *http.Request, items []T) {
	per, _ := strconv.Atoi(r.URL.Query().Get("per_page"))
	if per <= 0 {
		per = 30
	}
	per = min(per, 100)
	page, _ := strconv.Atoi(r.URL.Query().Get("page"))
	page = max(page, 1)
	last := max((len(items)+per-1)/per, 1)
	lo, hi := min((page-1)*per, len(items)), min(page*per, len(items))
	link := func(p int) string {
		u := *r.URL
		q := u.Query()
		q.Set("page", strconv.Itoa(p))
		q.Set("per_page", strconv.Itoa(per))
		u.RawQuery = q.Encode()
		return "<http://" + r.Host + u.String() + ">"
	}
	var links []string
	if page < last {
		links = append(links, link(page+1)+`; rel="next"`, link(last)+`; rel="last"`)
	}
	if page > 1 {
		links = append(links, link(1)+`; rel="first"`, link(page-1)+`; rel="prev"`)
	}
	if len(links) > 0 {
		w.Header().Set("Link", strings.Join(links, ", "))
	}
	page1 := items[lo:hi]
	if page1 == nil {
		page1 = []T{}
	}
	writeJSON(w, http.StatusOK, page1)
}

func (s *Server) listFiles(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.PathValue("n"))
	s.Lock()
	files := s.PRFiles[n]
	s.Unlock()
	if len(files) > maxPRFiles {
		files = files[:maxPRFiles]
	}
	paginate(w, r, files)
}

func (s *Server) compare(w http.ResponseWriter, r *http.Request) {
	s.Lock()
	files, ok := s.Compare[r.PathValue("basehead")]
	s.Unlock()
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
		return
	}
	if len(files) > maxCompare {
		files = files[:maxCompare]
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": "ahead", "files": files})
}

func (s *Server) contents(w http.ResponseWriter, r *http.Request) {
	ref := r.URL.Query().Get("ref")
	s.Lock()
	b, ok := s.Contents[ref][r.PathValue("path")]
	s.Unlock()
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
		return
	}
	if !strings.Contains(r.Header.Get("Accept"), "raw") {
		writeJSON(w, http.StatusNotAcceptable, map[string]string{"message": "the fake serves the raw media type only"})
		return
	}
	w.Header().Set("Content-Type", "application/vnd.github.raw")
	w.Write(b)
}

// BlobSHA is git's object name of a blob with contents b (git hash-object).
func BlobSHA(b []byte) string {
	h := sha1.New()
	fmt.Fprintf(h, "blob %d\x00", len(b))
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// tree answers the git trees API from Contents: tree_sha is a ref of
// Contents (a commit SHA), ?recursive=1 lists every file with its blob SHA
// and size (folders are left out: the fake lists blobs only). MaxTreeEntries,
// when set, truncates the listing as GitHub does past its limit.
func (s *Server) tree(w http.ResponseWriter, r *http.Request) {
	ref := r.PathValue("sha")
	s.Lock()
	files, ok := s.Contents[ref]
	limit := s.MaxTreeEntries
	var paths []string
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	entries := make([]map[string]any, 0, len(paths))
	for _, p := range paths {
		sha, ok := s.shas[ref][p]
		if !ok {
			sha = BlobSHA(files[p])
		}
		entries = append(entries, map[string]any{"path": p, "mode": "100644", "type": "blob", "sha": sha, "size": len(files[p])})
	}
	s.Unlock()
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
		return
	}
	truncated := false
	if limit > 0 && len(entries) > limit {
		entries, truncated = entries[:limit], true
	}
	writeJSON(w, http.StatusOK, map[string]any{"sha": ref, "tree": entries, "truncated": truncated})
}

// blob answers the git blobs API, raw media type only, from any file of
// Contents with that blob SHA.
func (s *Server) blob(w http.ResponseWriter, r *http.Request) {
	sha := r.PathValue("sha")
	s.Lock()
	b, found := s.blobs[sha]
	if !found { // Contents changed since the index was made
		s.blobs = map[string][]byte{}
		for _, files := range s.Contents {
			for _, c := range files {
				s.blobs[BlobSHA(c)] = c
			}
		}
		b, found = s.blobs[sha]
	}
	s.Unlock()
	if !found {
		writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
		return
	}
	if !strings.Contains(r.Header.Get("Accept"), "raw") {
		writeJSON(w, http.StatusNotAcceptable, map[string]string{"message": "the fake serves the raw media type only"})
		return
	}
	w.Header().Set("Content-Type", "application/vnd.github.raw")
	w.Write(b)
}

func (s *Server) commentJSON(c *Comment) map[string]any {
	return map[string]any{"id": c.ID, "body": c.Body, "html_url": fmt.Sprintf("%s/issues/%d#issuecomment-%d", s.URL, c.Issue, c.ID),
		"user": map[string]any{"login": "github-actions[bot]", "type": "Bot"}}
}

func (s *Server) listComments(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.PathValue("n"))
	s.Lock()
	var out []map[string]any
	for _, c := range s.Comments {
		if c.Issue == n {
			out = append(out, s.commentJSON(c))
		}
	}
	s.Unlock()
	paginate(w, r, out)
}

type commentBody struct {
	Body *string `json:"body"`
}

func (s *Server) createComment(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.PathValue("n"))
	var b commentBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil || b.Body == nil {
		unprocessable(w, "body is required")
		return
	}
	if utf8.RuneCountInString(*b.Body) > maxComment {
		unprocessable(w, "body is too long (maximum is 65536 characters)")
		return
	}
	c := s.AddComment(n, *b.Body)
	writeJSON(w, http.StatusCreated, s.commentJSON(c))
}

func (s *Server) editComment(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	var b commentBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil || b.Body == nil {
		unprocessable(w, "body is required")
		return
	}
	if utf8.RuneCountInString(*b.Body) > maxComment {
		unprocessable(w, "body is too long (maximum is 65536 characters)")
		return
	}
	s.Lock()
	defer s.Unlock()
	for _, c := range s.Comments {
		if c.ID == id {
			c.Body = *b.Body
			c.Edits++
			writeJSON(w, http.StatusOK, s.commentJSON(c))
			return
		}
	}
	writeJSON(w, http.StatusNotFound, map[string]string{"message": "Not Found"})
}

// app answers GET /app, the App the JWT was signed for: with AppKey set,
// only a JWT signed by it for AppID (else 401, as GitHub answers); without
// it, the App named by the JWT's issuer.
func (s *Server) app(w http.ResponseWriter, r *http.Request) {
	raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	claims := &jwt.RegisteredClaims{}
	s.Lock()
	key, appID := s.AppKey, s.AppID
	s.Unlock()
	var err error
	if key != nil {
		_, err = jwt.ParseWithClaims(raw, claims, func(*jwt.Token) (any, error) { return key, nil }, jwt.WithValidMethods([]string{"RS256"}))
	} else {
		_, _, err = jwt.NewParser().ParseUnverified(raw, claims)
	}
	id, _ := strconv.ParseInt(claims.Issuer, 10, 64)
	if !ok || err != nil || (key != nil && id != appID) {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"message": "A JSON web token could not be decoded"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "slug": "resilience-check", "name": "resilience-check",
		"owner": map[string]any{"login": "octo-org"}, "html_url": "https://github.com/apps/resilience-check"})
}

func (s *Server) installationToken(w http.ResponseWriter, r *http.Request) {
	if !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"message": "A JSON web token could not be decoded"})
		return
	}
	s.Lock()
	tok, key, appID := s.InstallationToken, s.AppKey, s.AppID
	s.Unlock()
	if key != nil {
		claims := &jwt.RegisteredClaims{}
		_, err := jwt.ParseWithClaims(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "), claims,
			func(*jwt.Token) (any, error) { return key, nil }, jwt.WithValidMethods([]string{"RS256"}))
		if err != nil || claims.Issuer != strconv.FormatInt(appID, 10) {
			writeJSON(w, http.StatusUnauthorized, map[string]string{"message": "A JSON web token could not be decoded"})
			return
		}
	}
	if tok == "" {
		tok = "ghs_fakeinstallationtoken"
	}
	writeJSON(w, http.StatusCreated, map[string]any{"token": tok, "expires_at": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)})
}

// Review is a pull request review as created, with its comments.
type Review struct {
	ID       int64
	PR       int
	CommitID string
	Event    string
	Body     string
	Comments []ReviewComment
}

// ReviewComment is one comment of a review as received.
type ReviewComment struct {
	Path      string `json:"path"`
	Body      string `json:"body"`
	Line      int    `json:"line,omitempty"`
	Side      string `json:"side,omitempty"`
	StartLine int    `json:"start_line,omitempty"`
	StartSide string `json:"start_side,omitempty"`
	Position  int    `json:"position,omitempty"`
}

// hunkRE reads the new-file span of a hunk header.
var hunkRE = regexp.MustCompile(`(?m)^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@`)

// inDiff reports whether lines from..to of path lie in one hunk of the pull
// request's patch, as GitHub requires of a review comment.
func (s *Server) inDiff(pr int, path string, from, to int) bool {
	for _, f := range s.PRFiles[pr] {
		if f.Filename != path {
			continue
		}
		for _, m := range hunkRE.FindAllStringSubmatch(f.Patch, -1) {
			start, _ := strconv.Atoi(m[1])
			n := 1
			if m[2] != "" {
				n, _ = strconv.Atoi(m[2])
			}
			if start <= from && to < start+n {
				return true
			}
		}
	}
	return false
}

func (s *Server) createReview(w http.ResponseWriter, r *http.Request) {
	pr, _ := strconv.Atoi(r.PathValue("n"))
	var b struct {
		CommitID string          `json:"commit_id"`
		Body     string          `json:"body"`
		Event    string          `json:"event"`
		Comments []ReviewComment `json:"comments"`
	}
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		unprocessable(w, "Problems parsing JSON")
		return
	}
	s.Lock()
	defer s.Unlock()
	for _, c := range b.Comments {
		from := c.Line
		if c.StartLine > 0 {
			from = c.StartLine
		}
		if !s.inDiff(pr, c.Path, from, c.Line) {
			unprocessable(w, "Unprocessable Entity: pull_request_review_thread.line must be part of the diff")
			return
		}
	}
	s.nextID++
	rv := &Review{ID: s.nextID, PR: pr, CommitID: b.CommitID, Event: b.Event, Body: b.Body, Comments: b.Comments}
	s.Reviews = append(s.Reviews, rv)
	writeJSON(w, http.StatusOK, map[string]any{"id": rv.ID, "state": "COMMENTED",
		"html_url": fmt.Sprintf("%s/pull/%d#pullrequestreview-%d", s.URL, pr, rv.ID)})
}

func (s *Server) listReviewComments(w http.ResponseWriter, r *http.Request) {
	pr, _ := strconv.Atoi(r.PathValue("n"))
	s.Lock()
	var items []map[string]any
	for _, rv := range s.Reviews {
		if rv.PR != pr {
			continue
		}
		for i, c := range rv.Comments {
			items = append(items, map[string]any{"id": rv.ID*1000 + int64(i), "path": c.Path, "line": c.Line, "body": c.Body})
		}
	}
	s.Unlock()
	paginate(w, r, items)
}

// SARIFUpload is one code scanning upload as received, its log decoded.
type SARIFUpload struct {
	CommitSHA, Ref, ToolName string
	// SARIF is the log, un-base64-ed and gunzipped.
	SARIF []byte
}

// Pull is a pull request the commits API can find.
type Pull struct {
	Number           int
	HeadSHA, BaseSHA string
	State            string // "open" when empty
	Draft            bool
	ChangedFiles     int
}

// CheckRunsOn returns the check runs on headSHA, in creation order.
func (s *Server) CheckRunsOn(headSHA string) []*CheckRun {
	s.Lock()
	defer s.Unlock()
	var out []*CheckRun
	for _, cr := range s.CheckRuns {
		if cr.HeadSHA == headSHA {
			out = append(out, cr)
		}
	}
	return out
}

func (s *Server) listCheckRuns(w http.ResponseWriter, r *http.Request) {
	ref, name, status := r.PathValue("ref"), r.URL.Query().Get("check_name"), r.URL.Query().Get("status")
	s.Lock()
	var runs []map[string]any
	for i := len(s.CheckRuns) - 1; i >= 0; i-- { // newest first, as GitHub lists them
		cr := s.CheckRuns[i]
		if cr.HeadSHA == ref && (name == "" || cr.Name == name) && (status == "" || cr.Status == status) {
			runs = append(runs, s.checkRunJSON(r, cr))
		}
	}
	s.Unlock()
	if runs == nil {
		runs = []map[string]any{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"total_count": len(runs), "check_runs": runs})
}

func (s *Server) listPullsForCommit(w http.ResponseWriter, r *http.Request) {
	sha := r.PathValue("sha")
	s.Lock()
	out := []map[string]any{}
	for _, p := range s.Pulls {
		if p.HeadSHA != sha {
			continue
		}
		state := p.State
		if state == "" {
			state = "open"
		}
		out = append(out, map[string]any{"number": p.Number, "state": state, "draft": p.Draft, "changed_files": p.ChangedFiles,
			"head": map[string]any{"sha": p.HeadSHA}, "base": map[string]any{"sha": p.BaseSHA}})
	}
	s.Unlock()
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) uploadSARIF(w http.ResponseWriter, r *http.Request) {
	var b struct {
		CommitSHA string `json:"commit_sha"`
		Ref       string `json:"ref"`
		SARIF     string `json:"sarif"`
		ToolName  string `json:"tool_name"`
	}
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil || len(b.CommitSHA) != 40 || !strings.HasPrefix(b.Ref, "refs/") || b.SARIF == "" {
		unprocessable(w, "commit_sha (40 hex), ref (refs/...) and sarif are required")
		return
	}
	s.Lock()
	off := s.CodeScanningOff
	s.Unlock()
	if off {
		writeJSON(w, http.StatusForbidden, map[string]string{"message": "Advanced Security must be enabled for this repository to use code scanning."})
		return
	}
	gz, err := base64.StdEncoding.DecodeString(b.SARIF)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": "sarif is not base64"})
		return
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": "sarif is not gzip"})
		return
	}
	log, err := io.ReadAll(zr)
	if err != nil || !json.Valid(log) {
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": "sarif is not gzipped JSON"})
		return
	}
	s.Lock()
	s.nextID++
	id := fmt.Sprintf("sarif-%d", s.nextID)
	s.SARIFUploads = append(s.SARIFUploads, &SARIFUpload{CommitSHA: b.CommitSHA, Ref: b.Ref, ToolName: b.ToolName, SARIF: log})
	s.Unlock()
	writeJSON(w, http.StatusAccepted, map[string]string{"id": id, "url": s.URL + "/sarifs/" + id})
}
