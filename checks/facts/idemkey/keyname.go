package idemkey

// This file names idempotency keys: a parameter, field, tag or header by
// which a caller makes a repeated create or send count once (RC601's key
// test, shared with checks/facts/gotyped, which reads a tool's input
// struct in another package). Sources: the IETF Idempotency-Key header
// draft (https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/),
// Stripe's Idempotency-Key, AWS ClientToken, SkillAudit checklist item 5.

import "regexp"

// RE matches names of idempotency-key parameters and the header.
// request_id and nonce must begin a word (or follow client): pullRequestId
// and mergeRequestId name a pull request, announce is no nonce.
var RE = regexp.MustCompile(`(?i)(idempotency|idempotent_?key|(^|[^a-z]|client)request_?id|client_?(request_?)?token|retry[-_]?key|dedupe?_?(key|id|token)|deduplication_?(key|id)|(^|[^a-z])nonce)`)

// lineComment matches a Go line comment to the end of its line.
var lineComment = regexp.MustCompile(`//[^\n]*`)

// InGoStruct reports whether the text of a Go struct type declares a
// field or a tag named as a key (RE), its line comments left out: a
// comment saying the tool is not idempotent declares no key.
func InGoStruct(text string) bool {
	return RE.MatchString(lineComment.ReplaceAllString(text, ""))
}
