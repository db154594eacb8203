package model

import "github.com/resilience-check/resilience-check/finding"

// Checklist item IDs (see finding.ItemTimeouts). Findings carry one in
// Finding.Checklist.
const (
	ItemTimeouts       = finding.ItemTimeouts
	ItemBreaker        = finding.ItemBreaker
	ItemBackoff        = finding.ItemBackoff
	ItemAuthFailClosed = finding.ItemAuthFailClosed
	ItemIdempotency    = finding.ItemIdempotency
	ItemErrorHygiene   = finding.ItemErrorHygiene
	ItemPools          = finding.ItemPools
	ItemAllSettled     = finding.ItemAllSettled
	ItemNoBlocking     = finding.ItemNoBlocking
	ItemSubprocessDB   = finding.ItemSubprocessDB
	ItemRateLimits     = finding.ItemRateLimits
)
