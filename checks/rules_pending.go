package checks

// Rule metadata for the first slice; each moves to its own file with its
// check (http_timeout.go, subprocess_timeout.go, blocking_async.go).
var (
	ruleSubprocessTimeout = &Rule{ID: "RC102", Name: "subprocess-without-timeout", Severity: SeverityMedium, CWE: 400, Checklist: ItemSubprocessDB,
		Summary:   "Subprocess call without a timeout",
		Languages: []Language{LangPython, LangJavaScript, LangTypeScript, LangGo}}
	ruleBlockingInAsync = &Rule{ID: "RC201", Name: "blocking-call-in-async", Severity: SeverityHigh, CWE: 400, Checklist: ItemNoBlocking,
		Summary:   "Blocking call inside an async function",
		Languages: []Language{LangPython, LangJavaScript, LangTypeScript}}
)
