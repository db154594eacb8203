package checks

import "github.com/resilience-check/resilience-check/checks/model"

// ChecklistItem is one line of the resilience checklist shown in the PR comment
// and the check-run summary. The items come from seed 002's "resiliency
// checklist" (eight items) plus three from seeds 000 and 001.
type ChecklistItem struct {
	ID       string // stable kebab-case key, e.g. "timeouts"
	Title    string // one sentence, as shown in the checklist table
	Source   string // mission document and section it comes from
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
		{model.ItemTimeouts, "Every upstream network call has an explicit timeout", "seed 002 checklist 1; seed 000; seed 001 (connect 5 s, request 60 s)",
			"check that every fetch, HTTP client and socket call has a connect and read timeout (e.g. 5 s / 20 s)", nil},
		{model.ItemBreaker, "Each external dependency has its own circuit breaker", "seed 002 checklist 2, pattern 2",
			"check that each upstream host is wrapped by its own breaker instance (opossum, cockatiel, pybreaker, gobreaker)", []string{"RC404"}},
		{model.ItemBackoff, "Retries use bounded exponential backoff with full jitter", "seed 002 checklist 3, pattern 3; seed 000",
			"check that retry loops cap attempts, grow the delay exponentially and randomise it over [0, cap]", nil},
		{model.ItemAuthFailClosed, "Authorization checks fail closed", "seed 002 checklist 4, pattern 4",
			"check that an error reaching the auth service denies access and never falls back to allow or a stale cache", nil},
		{model.ItemIdempotency, "Mutating tools accept and enforce an idempotency key", "seed 002 checklist 5, pattern 6; seed 000",
			"check that tools that write, send or grant take an idempotency key and that non-idempotent requests are not retried", nil},
		{model.ItemErrorHygiene, "Errors returned to the LLM carry no paths, stack traces or internal URLs", "seed 002 checklist 6, pattern 5",
			"check that tool errors return a safe summary with a reference id and log the detail internally", nil},
		{model.ItemPools, "Connection pools have max, idle and acquire limits", "seed 002 checklist 7, pattern 8",
			"check that database and HTTP pools set a maximum size, an idle timeout and an acquire (connection) timeout", nil},
		{model.ItemAllSettled, "Multi-source aggregation degrades gracefully (allSettled)", "seed 002 checklist 8, pattern 7",
			"check that tools combining several upstreams use Promise.allSettled / return_exceptions=True and flag partial results", nil},
		{model.ItemNoBlocking, "No blocking calls in async handlers", "seed 000 high-confidence item 2",
			"check that async handlers use async clients or offload blocking work to a thread pool", nil},
		{model.ItemSubprocessDB, "Subprocess and database calls have timeouts", "seed 001 red flags (subprocess, DB statement timeout 15 s)",
			"check that subprocesses have a timeout and database connections set connect and statement timeouts", nil},
		{model.ItemRateLimits, "Per-user and global rate and concurrency limits", "seed 000 manual checklist; seed 002 pattern 8",
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
// below it (or any finding when failOn is SeverityNone) is advice.
func EvaluateChecklist(rules []*model.Rule, res *Result, failOn Severity) []ChecklistStatus {
	langs := res.Languages()
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
		switch {
		case failing > 0:
			st.State = StateFail
		case st.Count > 0:
			st.State = StateAdvice
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
