package checks

import "github.com/resilience-check/resilience-check/checks/model"

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
		{model.ItemTimeouts, "Every upstream network call has an explicit timeout", "SkillAudit, Designing for resiliency, checklist 1; MCP-INPUT-03 (connect 5 s, request 60 s); AWS Builders' Library, Timeouts, retries, and backoff with jitter",
			"check that every fetch, HTTP client and socket call has a connect and read timeout (e.g. 5 s / 20 s)", nil},
		{model.ItemBreaker, "Each external dependency has its own circuit breaker", "SkillAudit, Designing for resiliency, checklist 2, pattern 2; Fowler, CircuitBreaker",
			"check that each upstream host is wrapped by its own breaker instance (opossum, cockatiel, pybreaker, gobreaker)", []string{"RC404"}},
		{model.ItemBackoff, "Retries use bounded exponential backoff with full jitter", "SkillAudit, Designing for resiliency, checklist 3, pattern 3; AWS Architecture Blog, Exponential Backoff And Jitter",
			"check that retry loops cap attempts, grow the delay exponentially and randomise it over [0, cap]", nil},
		{model.ItemAuthFailClosed, "Authorization checks fail closed", "SkillAudit, Designing for resiliency, checklist 4, pattern 4; CWE-636",
			"check that an error reaching the auth service denies access and never falls back to allow or a stale cache", nil},
		{model.ItemIdempotency, "Mutating tools accept and enforce an idempotency key", "SkillAudit, Designing for resiliency, checklist 5, pattern 6; AWS Builders' Library, Making retries safe with idempotent APIs",
			"check that tools that write, send or grant take an idempotency key and that non-idempotent requests are not retried", nil},
		{model.ItemErrorHygiene, "Errors returned to the LLM carry no paths, stack traces or internal URLs", "SkillAudit, Designing for resiliency, checklist 6, pattern 5; CWE-209",
			"check that tool errors return a safe summary with a reference id and log the detail internally", nil},
		{model.ItemPools, "Connection pools have max, idle and acquire limits", "SkillAudit, Designing for resiliency, checklist 7, pattern 8",
			"check that database and HTTP pools set a maximum size, an idle timeout and an acquire (connection) timeout", nil},
		{model.ItemAllSettled, "Multi-source aggregation degrades gracefully (allSettled)", "SkillAudit, Designing for resiliency, checklist 8, pattern 7; MDN, Promise.allSettled()",
			"check that tools combining several upstreams use Promise.allSettled / return_exceptions=True and flag partial results", nil},
		{model.ItemNoBlocking, "No blocking calls in async handlers", "Python asyncio docs, Developing with asyncio: running blocking code; Ruff ASYNC210",
			"check that async handlers use async clients or offload blocking work to a thread pool", nil},
		{model.ItemSubprocessDB, "Subprocess and database calls have timeouts", "MCP-INPUT-03 (database query 15 s); Python subprocess.run timeout; PostgreSQL statement_timeout",
			"check that subprocesses have a timeout and database connections set connect and statement timeouts", nil},
		{model.ItemRateLimits, "Per-user and global rate and concurrency limits", "SkillAudit, Designing for resiliency, pattern 8; Google SRE book, Handling Overload",
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
)

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
}

// EvaluateChecklist decides every checklist item from the rules that ran and
// the scan result. Only findings for which Finding.Reported is true count, so
// findings outside the diff or suppressed leave an item passing. An item with
// a reported finding at or above failOn fails; one whose findings are all
// below it (or any finding when failOn is SeverityNone) is advice. An item
// without such findings whose rules did not finish on some file
// (Notice.Incomplete) is not evaluated: it is never called a pass.
func EvaluateChecklist(rules []*model.Rule, res *Result, failOn Severity) []ChecklistStatus {
	langs := res.Languages()
	unfinished := unfinishedRules(rules, res.Notices)
	ran := map[string]bool{}
	for _, r := range rules {
		ran[r.ID] = true
	}
	sites := 0
	for _, f := range res.Files {
		sites += f.UpstreamCalls
	}
	var out []ChecklistStatus
	for _, item := range Checklist() {
		st := ChecklistStatus{Item: item, Rules: []string{}}
		applicable := false
		for _, r := range rules {
			if r.Checklist != item.ID {
				continue
			}
			st.Rules = append(st.Rules, r.ID)
			for l := range langs {
				if r.AppliesTo(l) {
					applicable = true
				}
			}
		}
		failing := 0
		for i := range res.Findings {
			f := &res.Findings[i]
			if f.Checklist == item.ID && f.Reported() {
				st.Count++
				if failOn != SeverityNone && f.Severity >= failOn {
					failing++
				}
			}
		}
		decided := item.DecidedBy == nil
		for _, id := range item.DecidedBy {
			decided = decided || ran[id]
		}
		notEvaluated := false
		for _, id := range st.Rules {
			notEvaluated = notEvaluated || unfinished[id]
		}
		switch {
		case failing > 0:
			st.State = StateFail
		case st.Count > 0:
			st.State = StateAdvice
		case notEvaluated:
			st.State = StateNotEvaluated
		case len(st.Rules) == 0:
			st.State = StateManual
		case !applicable:
			st.State = StateNotApplicable
		case !decided:
			st.State, st.Sites = StateManual, sites
		default:
			st.State = StatePass
		}
		out = append(out, st)
	}
	return out
}

// unfinishedRules returns the IDs of the rules that did not finish on some
// file: those an incomplete notice names, or, for a file not scanned at all,
// every rule for its language (every rule when it has none).
func unfinishedRules(rules []*model.Rule, notices []Notice) map[string]bool {
	out := map[string]bool{}
	for _, n := range notices {
		if !n.Incomplete {
			continue
		}
		for _, id := range n.Rules {
			out[id] = true
		}
		if len(n.Rules) > 0 {
			continue
		}
		lang, ok := model.DetectLanguage(n.Path)
		for _, r := range rules {
			if !ok || r.AppliesTo(lang) {
				out[r.ID] = true
			}
		}
	}
	return out
}
