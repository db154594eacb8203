package ghclient

// GitHub limits the GitHub layer keeps to. Each cites the entry of
// shared/github/limits.md (and through it the GitHub source) it comes from.
const (
	// MaxAnnotationsPerRequest is the most check-run annotations one create or
	// update request may carry; more are sent in further update requests
	// (limits.md §1: "The Checks API limits the number of annotations to a
	// maximum of 50 per API request").
	MaxAnnotationsPerRequest = 50

	// MaxCheckRunSummary is the maximum length, in characters, of a check
	// run's output.summary and output.text (limits.md §2: OpenAPI
	// "maxLength": 65535).
	MaxCheckRunSummary = 65535

	// MaxCommentBody is the longest issue or pull request comment body, in
	// characters, that GitHub accepts. It is observed behaviour, not a
	// documented contract (limits.md §3: the 422 "body is too long (maximum
	// is 65536 characters)").
	MaxCommentBody = 65536

	// MaxPullRequestFiles is the most files the pull request files API lists,
	// whatever the pagination (limits.md §6: "Responses include a maximum of
	// 3000 files").
	MaxPullRequestFiles = 3000

	// MaxPerPage is the largest page size the list endpoints accept; the
	// default is 30 (limits.md §6: "returns 30 files per page by default";
	// openapi-subset.json components.parameters.per-page: "The number of
	// results per page (max 100)").
	MaxPerPage = 100

	// MaxContentBytes is the largest file the contents API returns, with the
	// raw media type only (limits.md §6: "Between 1-100 MB: Only the raw or
	// object custom media types are supported").
	MaxContentBytes = 100 << 20

	// MaxStepSummaryBytes is the most a step may append to the job summary
	// ($GITHUB_STEP_SUMMARY), 1 MiB; more makes the upload fail (limits.md §5,
	// "each step is restricted to a maximum size of 1MiB").
	MaxStepSummaryBytes = 1 << 20
)

// MaxCompareFiles is the most changed files the compare API lists for a whole
// comparison (shared/github/api.github.com.octokit-openapi-23.0.2.json.gz,
// GET /repos/{owner}/{repo}/compare/{basehead}: "it includes up to 300
// changed files for the entire comparison"). limits.md does not list it.
const MaxCompareFiles = 300
