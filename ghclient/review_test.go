package ghclient_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/ghclient/ghfake"
)

// reviewSchema compiles the request body schema of POST
// /repos/{owner}/{repo}/pulls/{pull_number}/reviews from GitHub's REST
// OpenAPI description (https://github.com/github/rest-api-description),
// extracted into testdata/ (provenance in testdata/README.md).
func reviewSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "pulls-create-review.request.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	sch, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("review.json", sch); err != nil {
		t.Fatal(err)
	}
	compiled, err := c.Compile("review.json")
	if err != nil {
		t.Fatal(err)
	}
	return compiled
}

const patch = "@@ -1,3 +1,6 @@\n a\n+b\n+c\n+d\n e\n f\n"

func TestCreateReview(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.PRFiles[5] = []ghfake.File{{Filename: "svc/a.py", Status: "modified", Patch: patch}}
	c := newClient(t, f.APIURL(), nil)
	comments := []ghclient.ReviewComment{
		{Path: "svc/a.py", Line: 2, Body: "one line <!-- m1 -->"},
		{Path: "svc/a.py", StartLine: 3, Line: 4, Body: "two lines <!-- m2 -->"},
	}
	url, err := c.CreateReview(context.Background(), repo, 5, "abc123", "2 suggested fixes", comments)
	if err != nil || !strings.Contains(url, "pullrequestreview-") {
		t.Fatalf("CreateReview = %q, %v", url, err)
	}
	if len(f.Reviews) != 1 || f.Reviews[0].Event != "COMMENT" || f.Reviews[0].CommitID != "abc123" ||
		f.Reviews[0].Comments[1].StartLine != 3 || f.Reviews[0].Comments[1].Side != "RIGHT" {
		t.Fatalf("reviews %+v", f.Reviews)
	}
	sch := reviewSchema(t)
	for _, r := range f.Requests {
		if r.Method == "POST" && strings.HasSuffix(r.Path, "/reviews") {
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(r.Body))
			if err != nil {
				t.Fatal(err)
			}
			if err := sch.Validate(inst); err != nil {
				t.Errorf("review request does not match GitHub's schema: %v\n%s", err, r.Body)
			}
		}
	}
	bodies, err := c.ReviewCommentBodies(context.Background(), repo, 5)
	if err != nil || len(bodies) != 2 {
		t.Fatalf("ReviewCommentBodies = %v, %v", bodies, err)
	}
}

// TestCreateReviewNotDuplicated: a 502 on the POST leads to a look at the
// posted comments and one more try, never two reviews; a 422 is not retried.
func TestCreateReviewNotDuplicated(t *testing.T) {
	f := ghfake.New("")
	defer f.Close()
	f.PRFiles[5] = []ghfake.File{{Filename: "a.py", Status: "modified", Patch: patch}}
	f.Fail("POST", `/reviews$`, 1, 502, nil, "")
	c := newClient(t, f.APIURL(), nil)
	cs := []ghclient.ReviewComment{{Path: "a.py", Line: 2, Body: "x <!-- m -->"}}
	if _, err := c.CreateReview(context.Background(), repo, 5, "abc", "b", cs); err != nil {
		t.Fatal(err)
	}
	if len(f.Reviews) != 1 || f.Count("POST", `/reviews$`) != 2 || f.Count("GET", `/pulls/5/comments$`) != 1 {
		t.Fatalf("%d reviews, %d POSTs, %d lists: want 1 review after one look and one retry",
			len(f.Reviews), f.Count("POST", `/reviews$`), f.Count("GET", `/pulls/5/comments$`))
	}
	_, err := c.CreateReview(context.Background(), repo, 5, "abc", "b", []ghclient.ReviewComment{{Path: "a.py", Line: 9, Body: "outside"}})
	if ghclient.StatusCode(err) != 422 || f.Count("POST", `/reviews$`) != 3 {
		t.Fatalf("line outside the diff: err %v after %d POSTs; want one 422", err, f.Count("POST", `/reviews$`))
	}
}
