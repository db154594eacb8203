// Package jssync names the JavaScript and TypeScript package functions that
// block the event loop by Node's naming convention, for rule RC201 and the
// function summaries' blocking effects (package checks/summary). It depends
// on nothing but package model.
package jssync

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// SyncSuffixed reports whether name, a function of package mod, is the
// synchronous form Node's naming convention marks with a Sync suffix
// (protobufjs's loadSync, zlib's gzipSync, crypto's pbkdf2Sync, bcrypt's
// hashSync): it blocks the event loop for the file read or computation its
// asynchronous twin runs off it (Node.js docs, "Don't block the event loop").
// A module of the project (a relative path) and fs and child_process, judged
// by their own rows, are not judged here. issue 18, batch 4: cloud-run-mcp
// loads a proto file with google-proto-files' loadSync for every log entry.
func SyncSuffixed(mod, name string) bool {
	return strings.HasSuffix(name, "Sync") && len(name) > 4 && mod != "" && !strings.HasPrefix(mod, ".") &&
		!strings.HasPrefix(mod, "/") && !model.JsFSModules[mod] && mod != "child_process" && !cheapSync[mod+"."+name]
}

// cheapSync are Sync functions that return in microseconds whatever their
// input: crypto's HKDF and random fills of a small buffer (a key, a nonce).
// crypto's pbkdf2Sync, scryptSync and generateKeyPairSync stay: their cost is
// the point of them.
var cheapSync = map[string]bool{"crypto.hkdfSync": true, "crypto.randomFillSync": true}
