package ghclient_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bradleyfalzon/ghinstallation/v2"
	"github.com/google/go-github/v62/github"

	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

const token = "ghs_SECRETtoken0123456789"

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
	return ctx.Err()
}

func newClient(t *testing.T, api string, logs *[]string) *ghclient.Client {
	t.Helper()
	var mu sync.Mutex
	c, err := ghclient.New(ghclient.Options{
		Token: token, APIURL: api, UserAgent: "resilience-check/test",
		Clock: &clock{now: time.Unix(1_700_000_000, 0)},
		Logf: func(f string, a ...any) {
			mu.Lock()
			defer mu.Unlock()
			if logs != nil {
				*logs = append(*logs, fmt.Sprintf(f, a...))
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var repo = ghclient.Repo{Owner: "octo", Name: "hello"}

func TestEnterpriseAPIURLAndAuth(t *testing.T) {
	f := ghfake.New("/api/v3")
	defer f.Close()
	f.SetContent("abc", "src/a b.py", []byte("print(1)\n"))
	c := newClient(t, f.APIURL(), nil)
	b, err := c.FileContent(context.Background(), repo, "abc", "src/a b.py", 0)
	if err != nil || string(b) != "print(1)\n" {
		t.Fatalf("FileContent = %q, %v", b, err)
	}
	r := f.Requests[0]
	if r.Path != "/repos/octo/hello/contents/src/a b.py" || r.Query.Get("ref") != "abc" {
		t.Errorf("request %s %v", r.Path, r.Query)
	}
	if got := r.Header.Get("Authorization"); got != "Bearer "+token {
		t.Errorf("Authorization = %q", got)
	}
	if got := r.Header.Get("User-Agent"); got != "resilience-check/test" {
		t.Errorf("User-Agent = %q", got)
	}
}

func TestParseRepoAndBadURL(t *testing.T) {
	if r, err := ghclient.ParseRepo("octo/hello"); err != nil || r != repo || r.String() != "octo/hello" {
		t.Errorf("ParseRepo = %v, %v", r, err)
	}
	for _, s := range []string{"", "octo", "/x", "a/b/c"} {
		if _, err := ghclient.ParseRepo(s); err == nil {
			t.Errorf("ParseRepo(%q) accepted", s)
		}
	}
	if _, err := ghclient.New(ghclient.Options{APIURL: "not a url"}); err == nil {
		t.Error("New accepted a relative API URL")
	}
}

func TestFileContentTooLargeAndMissing(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.SetContent("h", "big.py", []byte(strings.Repeat("x", 2000)))
	c := newClient(t, f.APIURL(), nil)
	if _, err := c.FileContent(context.Background(), repo, "h", "big.py", 1000); !errors.Is(err, ghclient.ErrTooLarge) {
		t.Errorf("err = %v, want ErrTooLarge", err)
	}
	_, err := c.FileContent(context.Background(), repo, "h", "gone.py", 0)
	if ghclient.StatusCode(err) != 404 {
		t.Errorf("missing file: err = %v", err)
	}
}

func TestPullRequestFiles3000AcrossPages(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	for i := 0; i < 3500; i++ {
		f.PRFiles[7] = append(f.PRFiles[7], ghfake.File{Filename: fmt.Sprintf("f%04d.txt", i), Status: "added"})
	}
	c := newClient(t, f.APIURL(), nil)
	files, err := c.PullRequestFiles(context.Background(), repo, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != ghclient.MaxPullRequestFiles || files[2999].GetFilename() != "f2999.txt" {
		t.Fatalf("got %d files", len(files))
	}
	if n := f.Count("GET", `/pulls/7/files$`); n != 30 {
		t.Errorf("%d list requests, want 30 pages of 100", n)
	}
	for _, r := range f.Requests {
		if r.Query.Get("per_page") != "100" {
			t.Fatalf("request without per_page=100: %v", r.Query)
		}
	}
}

func TestPullRequestFilesRetries502(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.PRFiles[1] = []ghfake.File{{Filename: "a.py", Status: "modified", Patch: "@@ -1 +1 @@\n-a\n+b"}}
	f.Fail("GET", `/pulls/1/files`, 1, 502, nil, "")
	var logs []string
	c := newClient(t, f.APIURL(), &logs)
	files, err := c.PullRequestFiles(context.Background(), repo, 1)
	if err != nil || len(files) != 1 || files[0].GetPatch() == "" {
		t.Fatalf("files %v, err %v", files, err)
	}
	if f.Count("GET", "") != 2 || len(logs) != 1 {
		t.Errorf("%d requests, logs %q", f.Count("GET", ""), logs)
	}
	for _, l := range logs {
		if strings.Contains(l, token) {
			t.Errorf("token in log: %q", l)
		}
	}
}

func TestCompareFiles(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.Compare["main...abc"] = []ghfake.File{{Filename: "x.go", Status: "added", Patch: "@@ -0,0 +1 @@\n+package x"}}
	c := newClient(t, f.APIURL(), nil)
	files, trunc, err := c.CompareFiles(context.Background(), repo, "main", "abc")
	if err != nil || len(files) != 1 || trunc {
		t.Fatalf("files %v trunc %v err %v", files, trunc, err)
	}
}

func ann(i int) *github.CheckRunAnnotation {
	return &github.CheckRunAnnotation{Path: github.String("a.py"), StartLine: github.Int(i + 1), EndLine: github.Int(i + 1),
		AnnotationLevel: github.String("warning"), Message: github.String(fmt.Sprintf("finding %d", i))}
}

func TestCheckRunBatchesOf50(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	ctx := context.Background()
	run, err := c.CreateCheckRun(ctx, repo, "resilience-check", "deadbeef", ghclient.Output{Title: "scanning", Summary: "in progress"})
	if err != nil {
		t.Fatal(err)
	}
	var anns []*github.CheckRunAnnotation
	for i := 0; i < 123; i++ {
		anns = append(anns, ann(i))
	}
	out := ghclient.Output{Title: "123 findings", Summary: strings.Repeat("s", 70000)}
	if err := run.Annotate(ctx, out, anns); err != nil {
		t.Fatal(err)
	}
	if err := run.Complete(ctx, ghclient.ConclusionFailure, out); err != nil {
		t.Fatal(err)
	}
	cr := f.CheckRuns[0]
	if cr.HeadSHA != "deadbeef" || cr.Status != "completed" || cr.Conclusion != "failure" || run.Annotated != 123 {
		t.Errorf("check run %+v, annotated %d", cr, run.Annotated)
	}
	if fmt.Sprint(cr.Batches) != "[0 50 50 23 0]" || len(cr.Annotations) != 123 {
		t.Errorf("batches %v, %d annotations", cr.Batches, len(cr.Annotations))
	}
	if len([]rune(cr.Summary)) > ghclient.MaxCheckRunSummary || !strings.Contains(cr.Summary, "cut to fit") {
		t.Errorf("summary of %d characters not cut", len([]rune(cr.Summary)))
	}
}

func TestCheckRunForbidden(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.Fail("POST", `/check-runs$`, 0, 403, nil, `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/checks/runs#create-a-check-run"}`)
	c := newClient(t, f.APIURL(), nil)
	_, err := c.CreateCheckRun(context.Background(), repo, "rc", "abc", ghclient.Output{Title: "t", Summary: "s"})
	if !ghclient.IsForbidden(err) || ghclient.IsUnreachable(err) || f.Count("POST", "") != 1 {
		t.Fatalf("err %v (forbidden %v), %d POSTs", err, ghclient.IsForbidden(err), f.Count("POST", ""))
	}
	if s := ghclient.ErrorSummary(err); s != "403 Resource not accessible by integration" {
		t.Errorf("ErrorSummary = %q", s)
	}
}

func TestRateLimitErrorsAreNotForbidden(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.Fail("GET", "", 0, 403, map[string]string{"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": fmt.Sprint(time.Now().Add(time.Hour).Unix())}, `{"message":"API rate limit exceeded"}`)
	c := newClient(t, f.APIURL(), nil)
	_, err := c.PullRequestFiles(context.Background(), repo, 1)
	if ghclient.IsForbidden(err) || ghclient.StatusCode(err) != 403 || !strings.Contains(ghclient.ErrorSummary(err), "rate limit") {
		t.Errorf("err %v: forbidden %v status %d", err, ghclient.IsForbidden(err), ghclient.StatusCode(err))
	}
}

func TestUnreachable(t *testing.T) {
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close()
	var logs []string
	c := newClient(t, "http://"+addr, &logs)
	_, err := c.PullRequestFiles(context.Background(), repo, 1)
	if !ghclient.IsUnreachable(err) || ghclient.IsForbidden(err) {
		t.Fatalf("err %v: unreachable %v", err, ghclient.IsUnreachable(err))
	}
	if len(logs) != 5 { // 4 retries and a give-up
		t.Errorf("logs %q", logs)
	}
}

const marker = "<!-- resilience-check -->"

func TestUpsertCommentCreatesOnceThenEdits(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	for i := 0; i < 250; i++ { // our comment will be on page 3
		f.AddComment(5, fmt.Sprintf("chatter %d", i))
	}
	f.AddComment(6, marker+"\nother PR")
	c := newClient(t, f.APIURL(), nil)
	ctx := context.Background()
	r1, err := c.UpsertComment(ctx, repo, 5, marker, marker+"\nfirst")
	if err != nil || !r1.Created {
		t.Fatalf("first: %+v %v", r1, err)
	}
	r2, err := c.UpsertComment(ctx, repo, 5, marker, marker+"\nsecond")
	if err != nil || r2.Created || r2.ID != r1.ID {
		t.Fatalf("second: %+v %v (first %+v)", r2, err, r1)
	}
	var ours []*ghfake.Comment
	for _, cm := range f.Comments {
		if cm.Issue == 5 && strings.Contains(cm.Body, marker) {
			ours = append(ours, cm)
		}
	}
	if len(ours) != 1 || ours[0].Body != marker+"\nsecond" || ours[0].Edits != 1 {
		t.Fatalf("comments with marker on #5: %+v", ours)
	}
	if n := f.Count("GET", `/issues/5/comments$`); n != 6 { // 3 pages, twice
		t.Errorf("%d list requests, want 6", n)
	}
	if n := f.Count("POST", `/issues/5/comments$`); n != 1 {
		t.Errorf("%d creates, want 1", n)
	}
}

func TestUpsertCommentCreateFailsButLanded(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	// The create answers 502 although it was stored: the comment is there on
	// the next look, so it must not be posted again.
	f.Fail("POST", `/issues/5/comments$`, 1, 502, nil, "")
	f.Lock()
	f.Comments = append(f.Comments, &ghfake.Comment{ID: 1, Issue: 5, Body: marker + "\nbody"})
	f.Unlock()
	f.Fail("GET", `/issues/5/comments$`, 1, 200, map[string]string{"Content-Type": "application/json"}, "[]") // first look sees none
	r, err := c.UpsertComment(context.Background(), repo, 5, marker, marker+"\nbody")
	if err != nil || r.ID != 1 {
		t.Fatalf("%+v %v", r, err)
	}
	if n := f.Count("POST", ""); n != 1 {
		t.Errorf("%d creates, want 1: a failed create is not repeated when the comment landed", n)
	}
}

func TestUpsertCommentCreateFailsAndDidNotLand(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	f.Fail("POST", `/issues/5/comments$`, 1, 502, nil, "")
	r, err := c.UpsertComment(context.Background(), repo, 5, marker, marker+"\nbody")
	if err != nil || !r.Created {
		t.Fatalf("%+v %v", r, err)
	}
	if n := f.Count("POST", ""); n != 2 || len(f.Comments) != 1 {
		t.Errorf("%d creates, %d comments; want 2 and 1", n, len(f.Comments))
	}
}

func TestUpsertCommentNeedsMarkerAndCutsBody(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	if _, err := c.UpsertComment(context.Background(), repo, 5, marker, "no marker"); err == nil {
		t.Error("accepted a body without the marker")
	}
	if _, err := c.UpsertComment(context.Background(), repo, 5, marker, marker+strings.Repeat("é", 70000)); err != nil {
		t.Fatal(err)
	}
	if n := len([]rune(f.Comments[0].Body)); n > ghclient.MaxCommentBody {
		t.Errorf("body of %d characters", n)
	}
}

func TestTruncate(t *testing.T) {
	if got := ghclient.Truncate("short", 100); got != "short" {
		t.Errorf("Truncate short = %q", got)
	}
	s := strings.Repeat("ü", 100)
	if got := ghclient.Truncate(s, 100); got != s {
		t.Error("a string of exactly max characters was cut")
	}
	got := ghclient.Truncate(strings.Repeat("ü", 101), 100)
	if n := len([]rune(got)); n > 100 || !strings.Contains(got, "cut to fit") {
		t.Errorf("cut to %d characters: %q", n, got)
	}
}

// TestInstallationAuth wires the client the way the bot will: ghinstallation
// on top of the retry transport, which then also carries the token requests.
func TestInstallationAuth(t *testing.T) {
	f := ghfake.New("/api/v3")
	defer f.Close()
	f.InstallationToken = "ghs_installation123"
	f.PRFiles[3] = []ghfake.File{{Filename: "a.py", Status: "added"}}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	pemKey := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	f.Fail("POST", `/access_tokens$`, 1, 502, nil, "") // not retried: a POST
	var logs []string
	c, err := ghclient.New(ghclient.Options{
		APIURL: f.APIURL(),
		Clock:  &clock{now: time.Unix(1_700_000_000, 0)},
		Logf:   func(format string, a ...any) { logs = append(logs, fmt.Sprintf(format, a...)) },
		Authorize: func(rt http.RoundTripper) http.RoundTripper {
			atr, err := ghinstallation.NewAppsTransport(rt, 42, pemKey)
			if err != nil {
				t.Fatal(err)
			}
			atr.BaseURL = f.APIURL()
			return ghinstallation.NewFromAppsTransport(atr, 7)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.PullRequestFiles(context.Background(), repo, 3); err == nil {
		t.Fatal("the first token request answered 502 and must fail the call")
	}
	files, err := c.PullRequestFiles(context.Background(), repo, 3)
	if err != nil || len(files) != 1 {
		t.Fatalf("files %v, err %v", files, err)
	}
	last := f.Requests[len(f.Requests)-1]
	if got := last.Header.Get("Authorization"); got != "token ghs_installation123" {
		t.Errorf("Authorization %q, want the installation token", got)
	}
	if n := f.Count("POST", `/app/installations/7/access_tokens$`); n != 2 {
		t.Errorf("%d token requests, want 2", n)
	}
}

// TestFileContentRefusesDotSegments: "." and ".." segments would be resolved
// away when the request URL is built, reaching another endpoint; they, empty
// segments and bad repository names are refused before any request.
func TestFileContentRefusesDotSegments(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	c := newClient(t, f.APIURL(), nil)
	for _, p := range []string{"../../../user", "a/../../../../repos/other/secret/contents/x", "./a.py", "a//b.py", "/etc/passwd", "a/.", "a\x00b"} {
		if _, err := c.FileContent(context.Background(), repo, "h", p, 0); !errors.Is(err, ghclient.ErrBadPath) {
			t.Errorf("FileContent(%q) err = %v, want ErrBadPath", p, err)
		}
	}
	for _, r := range []ghclient.Repo{{Owner: "..", Name: "x"}, {Owner: "o", Name: ".."}, {Owner: "o", Name: "a b"}, {Owner: "o/..", Name: "x"}} {
		if _, err := c.FileContent(context.Background(), r, "h", "a.py", 0); !errors.Is(err, ghclient.ErrBadPath) {
			t.Errorf("FileContent in %+v err = %v, want ErrBadPath", r, err)
		}
	}
	if n := len(f.Requests); n != 0 {
		t.Errorf("%d requests sent, want none", n)
	}
	for _, s := range []string{"../x", "o/..", "./x"} {
		if _, err := ghclient.ParseRepo(s); err == nil {
			t.Errorf("ParseRepo(%q) accepted", s)
		}
	}
	if _, err := ghclient.ParseRepo("octo-org/hello.world_2"); err != nil {
		t.Errorf("ParseRepo of a real name: %v", err)
	}
}

// The recursive tree lists each file with its blob SHA (git's object name)
// and size; Blob reads one by SHA, refuses one over the caller's limit
// (ErrTooLarge), gives GitHub's 404 for an unknown SHA, is retried after a
// 502, and refuses a name that is not a SHA without a request.
func TestTreeAndBlobs(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	head := strings.Repeat("c", 40)
	f.SetContent(head, "src/a.py", []byte("print('a')\n"))
	f.SetContent(head, "big.py", []byte(strings.Repeat("x", 2000)))
	var logs []string
	c := newClient(t, f.APIURL(), &logs)
	ctx := context.Background()
	entries, truncated, err := c.Tree(ctx, repo, head)
	if err != nil || truncated || len(entries) != 2 {
		t.Fatalf("entries %v truncated %v err %v", entries, truncated, err)
	}
	a := entries[1]
	// git hash-object of "print('a')\n"
	if a.Path != "src/a.py" || a.SHA != "192805cbc0bd29603520505eee5e58a883481ee3" || a.Size != 11 {
		t.Errorf("entry %+v", a)
	}
	if r := f.Requests[len(f.Requests)-1]; r.Query.Get("recursive") == "" {
		t.Errorf("tree request without recursive: %v", r.Query)
	}
	f.Fail("GET", `/git/blobs/`, 1, 502, nil, "")
	b, err := c.Blob(ctx, repo, a.SHA, 0)
	if err != nil || string(b) != "print('a')\n" || len(logs) != 1 {
		t.Errorf("blob %q err %v logs %q", b, err, logs)
	}
	if _, err := c.Blob(ctx, repo, entries[0].SHA, 1000); !errors.Is(err, ghclient.ErrTooLarge) {
		t.Errorf("err = %v, want ErrTooLarge", err)
	}
	if _, err := c.Blob(ctx, repo, strings.Repeat("0", 40), 0); ghclient.StatusCode(err) != 404 {
		t.Errorf("unknown blob: err = %v", err)
	}
	n := f.Count("GET", "")
	if _, err := c.Blob(ctx, repo, "../../x", 0); !errors.Is(err, ghclient.ErrBadPath) || f.Count("GET", "") != n {
		t.Errorf("bad SHA: err = %v", err)
	}
	f.MaxTreeEntries = 1
	if entries, truncated, err := c.Tree(ctx, repo, head); err != nil || !truncated || len(entries) != 1 {
		t.Errorf("truncated tree: %v %v %v", entries, truncated, err)
	}
}
