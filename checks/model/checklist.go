package model

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
