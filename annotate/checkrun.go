package annotate

import "github.com/google/go-github/v62/github"

// Check-run annotation limits of the GitHub Checks API: output.annotations of
// POST /repos/{owner}/{repo}/check-runs ("maxItems": 50 in GitHub's REST
// OpenAPI description; https://docs.github.com/en/rest/checks/runs).
const (
	// MaxAnnotationsPerRequest is how many annotations one create or update
	// check-run request may carry; send more in several updates (see Batches).
	MaxAnnotationsPerRequest = 50
	// maxAnnotationTitle caps annotation titles: 255 characters.
	maxAnnotationTitle = 255
	// maxAnnotationDetails caps message and raw_details: 64 KB each.
	maxAnnotationDetails = 64 * 1024
)

// CheckRunAnnotations returns one check-run annotation per reported finding,
// in r.Findings order: path, 1-based start_line and end_line, start_column and
// end_column (the finding's exclusive EndCol) only when both lines are equal,
// annotation_level failure (high), warning (medium) or notice (low), title
// "RC101 http-call-without-timeout" (at most 255 characters), message (at most
// 64 KB) and raw_details set to the suggested fix when it is code the message
// does not already show.
func CheckRunAnnotations(r *Report) []*github.CheckRunAnnotation {
	out := []*github.CheckRunAnnotation{}
	for _, f := range r.Reported() {
		a := &github.CheckRunAnnotation{
			Path:            github.String(f.Path),
			StartLine:       github.Int(f.StartLine),
			EndLine:         github.Int(max(f.EndLine, f.StartLine)),
			AnnotationLevel: github.String(levelOf(f.Severity).checkRun),
			Title:           github.String(truncate(title(&f), maxAnnotationTitle)),
			Message:         github.String(truncate(f.Message, maxAnnotationDetails)),
		}
		if f.StartLine == f.EndLine && f.StartCol > 0 && f.EndCol > 0 {
			a.StartColumn, a.EndColumn = github.Int(f.StartCol), github.Int(f.EndCol)
		}
		if fix := shownFix(&f); fix != "" {
			a.RawDetails = github.String(truncate(fix, maxAnnotationDetails))
		}
		out = append(out, a)
	}
	return out
}

// Batches splits a into consecutive slices of at most n annotations each, in
// order, for one check-run request per slice; n <= 0 means
// MaxAnnotationsPerRequest. The slices share a's backing array but are capped,
// so appending to one does not overwrite the next. An empty a gives no batches.
func Batches(a []*github.CheckRunAnnotation, n int) [][]*github.CheckRunAnnotation {
	if n <= 0 {
		n = MaxAnnotationsPerRequest
	}
	var out [][]*github.CheckRunAnnotation
	for i := 0; i < len(a); i += n {
		j := min(i+n, len(a))
		out = append(out, a[i:j:j])
	}
	return out
}
