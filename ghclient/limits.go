package ghclient

// GitHub limits the GitHub layer keeps to. Each cites the GitHub source it
// comes from: GitHub's REST OpenAPI description
// (https://github.com/github/rest-api-description, the same text as the REST
// docs at https://docs.github.com/en/rest) or GitHub's documentation.
const (
	// MaxAnnotationsPerRequest is the most check-run annotations one create or
	// update request may carry; more are sent in further update requests
	// (https://docs.github.com/en/rest/checks/runs: "The Checks API limits the
	// number of annotations to a maximum of 50 per API request").
	MaxAnnotationsPerRequest = 50

	// MaxCheckRunSummary is the maximum length, in characters, of a check
	// run's output.summary and output.text (https://docs.github.com/en/rest/checks/runs:
	// "Maximum length: 65535 characters").
	MaxCheckRunSummary = 65535

	// MaxCommentBody is the longest issue or pull request comment body, in
	// characters, that GitHub accepts. It is observed behaviour, not a
	// documented contract: GitHub answers a longer body with 422 "body is too
	// long (maximum is 65536 characters)"; the REST description gives no maxLength.
	MaxCommentBody = 65536

	// MaxPullRequestFiles is the most files the pull request files API lists,
	// whatever the pagination (https://docs.github.com/en/rest/pulls/pulls#list-pull-requests-files:
	// "Responses include a maximum of 3000 files").
	MaxPullRequestFiles = 3000

	// MaxPerPage is the largest page size the list endpoints accept; the
	// default is 30 (same page: "returns 30 files per page by default"; the
	// REST description's per_page parameter: "The number of results per page
	// (max 100)").
	MaxPerPage = 100

	// MaxContentBytes is the largest file the contents API returns, with the
	// raw media type only (https://docs.github.com/en/rest/repos/contents#get-repository-content:
	// "Between 1-100 MB: Only the raw or object custom media types are supported").
	MaxContentBytes = 100 << 20

	// MaxStepSummaryBytes is the most a step may append to the job summary
	// ($GITHUB_STEP_SUMMARY), 1 MiB; more makes the upload fail
	// (https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands,
	// "each step is restricted to a maximum size of 1MiB").
	MaxStepSummaryBytes = 1 << 20
)

// MaxCompareFiles is the most changed files the compare API lists for a whole
// comparison (https://docs.github.com/en/rest/commits/commits#compare-two-commits,
// GET /repos/{owner}/{repo}/compare/{basehead}: "it includes up to 300
// changed files for the entire comparison").
const MaxCompareFiles = 300
