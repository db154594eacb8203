package annotate

import (
	"sort"

	"github.com/google/go-github/v62/github"

	"github.com/resilience-check/resilience-check/finding"
)

// Check-run annotation limits of the GitHub Checks API: output.annotations of
// POST /repos/{owner}/{repo}/check-runs ("maxItems": 50 in GitHub's REST
// OpenAPI description; https://docs.github.com/en/rest/checks/runs).
const (
	// MaxAnnotationsPerRequest is how many annotations one create or update
	// check-run request may carry; send more in several updates (see Batches).
	MaxAnnotationsPerRequest = 50
	// MaxAnnotations caps the annotations of one check run: 20 requests of
	// 50. A push with a hundred thousand findings made 2,230 requests before;
	// the findings past the cap are in the SARIF and counted in the summary
	// (AnnotationsLeftOut).
	MaxAnnotations = 1000
	// maxAnnotationTitle caps annotation titles: 255 characters.
	maxAnnotationTitle = 255
	// maxAnnotationDetails caps message and raw_details: 64 KB each.
	maxAnnotationDetails = 64 * 1024
)

// CheckRunAnnotations returns one check-run annotation per reported finding,
// in r.Findings order, at most MaxAnnotations of them (the highest
// severities when there are more): path, 1-based start_line and end_line, start_column and
// end_column (the finding's exclusive EndCol) only when both lines are equal,
// annotation_level failure (high), warning (medium) or notice (low), title
// "RC101 http-call-without-timeout" (at most 255 characters), message (at most
// 64 KB) and raw_details set to the suggested fix when it is code the message
// does not already show.
func CheckRunAnnotations(r *Report) []*github.CheckRunAnnotation {
	out := []*github.CheckRunAnnotation{}
	reported := r.Reported()
	if len(reported) > MaxAnnotations {
		// the highest severities, then back in report order
		idx := make([]int, len(reported))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(i, j int) bool { return reported[idx[i]].Severity > reported[idx[j]].Severity })
		idx = idx[:MaxAnnotations]
		sort.Ints(idx)
		kept := make([]finding.Finding, len(idx))
		for i, k := range idx {
			kept[i] = reported[k]
		}
		reported = kept
	}
	for _, f := range reported {
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

// AnnotationsLeftOut counts the reported findings past MaxAnnotations,
// which CheckRunAnnotations leaves out.
func AnnotationsLeftOut(r *Report) int { return max(len(r.Reported())-MaxAnnotations, 0) }

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
