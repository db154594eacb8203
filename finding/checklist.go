package finding

// Checklist item IDs. Findings carry one in Finding.Checklist.
const (
	ItemTimeouts       = "timeouts"
	ItemBreaker        = "circuit-breaker"
	ItemBackoff        = "backoff-jitter"
	ItemAuthFailClosed = "auth-fail-closed"
	ItemIdempotency    = "idempotency-keys"
	ItemErrorHygiene   = "error-hygiene"
	ItemPools          = "bounded-pools"
	ItemAllSettled     = "allsettled"
	ItemNoBlocking     = "no-blocking-in-async"
	ItemSubprocessDB   = "subprocess-db-timeouts"
	ItemRateLimits     = "rate-limits"
)

// ChecklistItem is one line of the resilience checklist shown in the PR comment
// and the check-run summary. Eight items are the resiliency checklist of
// SkillAudit's "Designing for resiliency: how to build MCP servers that fail
// securely" (https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/);
// three more cover subprocess and database timeouts (the MCP Security
// Standard's MCP-INPUT-03), blocking calls in async code and rate limits.
type ChecklistItem struct {
	ID       string // stable kebab-case key, e.g. "timeouts"
	Title    string // one sentence, as shown in the checklist table
	Source   string // public documents it comes from, with section
	Guidance string // what a reviewer checks by hand when no rule decides the item
	// DecidedBy, when set, names the rules without which a clean item cannot
	// be called passing: when none of them ran (they are off by default), the
	// item is a manual review, with the sites to look at counted. Nil means
	// any rule whose Checklist is the item decides it.
	DecidedBy []string
}

// Checklist returns the checklist items in display order. The slice is new on
// every call; callers may modify it.
func Checklist() []ChecklistItem {
	return []ChecklistItem{
		{ItemTimeouts, "Every upstream network call has an explicit timeout", "SkillAudit, Designing for resiliency, checklist 1; MCP-INPUT-03 (connect 5 s, request 60 s); AWS Builders' Library, Timeouts, retries, and backoff with jitter",
			"check that every fetch, HTTP client and socket call has a connect and read timeout (e.g. 5 s / 20 s)", nil},
		{ItemBreaker, "Each external dependency has its own circuit breaker", "SkillAudit, Designing for resiliency, checklist 2, pattern 2; Fowler, CircuitBreaker",
			"check that each upstream host is wrapped by its own breaker instance (opossum, cockatiel, pybreaker, gobreaker)", []string{"RC404"}},
		{ItemBackoff, "Retries use bounded exponential backoff with full jitter", "SkillAudit, Designing for resiliency, checklist 3, pattern 3; AWS Architecture Blog, Exponential Backoff And Jitter",
			"check that retry loops cap attempts, grow the delay exponentially and randomise it over [0, cap]", nil},
		{ItemAuthFailClosed, "Authorization checks fail closed", "SkillAudit, Designing for resiliency, checklist 4, pattern 4; CWE-636",
			"check that an error reaching the auth service denies access and never falls back to allow or a stale cache", nil},
		{ItemIdempotency, "Mutating tools accept and enforce an idempotency key", "SkillAudit, Designing for resiliency, checklist 5, pattern 6; AWS Builders' Library, Making retries safe with idempotent APIs",
			"check that tools that write, send or grant take an idempotency key and that non-idempotent requests are not retried", nil},
		{ItemErrorHygiene, "Errors returned to the LLM carry no paths, stack traces or internal URLs", "SkillAudit, Designing for resiliency, checklist 6, pattern 5; CWE-209",
			"check that tool errors return a safe summary with a reference id and log the detail internally", nil},
		{ItemPools, "Connection pools have max, idle and acquire limits", "SkillAudit, Designing for resiliency, checklist 7, pattern 8",
			"check that database and HTTP pools set a maximum size, an idle timeout and an acquire (connection) timeout", nil},
		{ItemAllSettled, "Multi-source aggregation degrades gracefully (allSettled)", "SkillAudit, Designing for resiliency, checklist 8, pattern 7; MDN, Promise.allSettled()",
			"check that tools combining several upstreams use Promise.allSettled / return_exceptions=True and flag partial results", nil},
		{ItemNoBlocking, "No blocking calls in async handlers", "Python asyncio docs, Developing with asyncio: running blocking code; Ruff ASYNC210",
			"check that async handlers use async clients or offload blocking work to a thread pool", nil},
		{ItemSubprocessDB, "Subprocess and database calls have timeouts", "MCP-INPUT-03 (database query 15 s); Python subprocess.run timeout; PostgreSQL statement_timeout",
			"check that subprocesses have a timeout and database connections set connect and statement timeouts", nil},
		{ItemRateLimits, "Per-user and global rate and concurrency limits", "SkillAudit, Designing for resiliency, pattern 8; Google SRE book, Handling Overload",
			"always manual: check that tool calls pass a per-session and a global concurrency or rate gate that rejects quickly when full", nil},
	}
}

// Checklist states, as shown in the PR comment.
const (
	StatePass          = "pass"           // rules ran on applicable files and reported nothing
	StateFail          = "fail"           // a reported finding at or above the fail-on severity counts against the item
	StateAdvice        = "advice"         // reported findings count against the item, all below the fail-on severity
	StateNotApplicable = "not-applicable" // no scanned file is in a language the item's rules cover
	StateManual        = "manual-review"  // no rule decides the item; a person must check it
	// StateNotEvaluated: a rule that decides the item did not finish on a
	// file it applies to (Notice.Incomplete), and nothing it did find counts
	// against the item, so the item can be neither passed nor failed.
	StateNotEvaluated = "not-evaluated"
	// StatePassModelled: the rules ran and reported nothing, but the scanned
	// files call third-party packages that no library model describes
	// (ScannedFile.Unmodelled) and the item's rules judge calls only through
	// modelled libraries (ModelledRules): a pass on the modelled calls, not
	// on the file. It fails nothing and changes no exit code.
	StatePassModelled = "pass-on-modelled-calls"
)

// ModelledRules are the rules that judge calls through the library models
// (libmodels/data): timeouts (RC101, RC104), subprocess and database
// timeouts (RC102, RC103), blocking calls in async code (RC201), error
// origins (RC402) and mutating calls (RC601). A checklist item decided by
// one of them passes plainly only when no unmodelled package is called.
var ModelledRules = []string{"RC101", "RC102", "RC103", "RC104", "RC201", "RC402", "RC601"}

// ChecklistStatus is the verdict on one checklist item for one scan.
type ChecklistStatus struct {
	Item  ChecklistItem `json:"item"`
	State string        `json:"state"` // one of the State* constants
	Count int           `json:"count"` // reported findings counted against the item
	// Sites counts the places a manual review must look at, when a rule that
	// would decide the item is off (ChecklistItem.DecidedBy): for the breaker
	// item, the upstream calls of the scanned files (ScannedFile.UpstreamCalls).
	Sites int      `json:"sites,omitempty"`
	Rules []string `json:"rules"` // IDs of the rules that decide the item, sorted
	// Unmodelled names, with StatePassModelled, the unmodelled packages the
	// scanned files call (UnmodelledOf with calls), most call sites first.
	Unmodelled []string `json:"unmodelled,omitempty"`
}
