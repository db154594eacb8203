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
// Only a name that starts with a verb of blockingVerbs (or any zlib Sync form)
// counts. A module of the project (a relative path, a tsconfig alias such as
// @/ or ~/, a #subpath import) and fs and child_process, judged by their own
// rows, are not judged here. issue 18, batch 4: cloud-run-mcp
// loads a proto file with google-proto-files' loadSync for every log entry.
func SyncSuffixed(mod, name string) bool {
	if !strings.HasSuffix(name, "Sync") || len(name) <= 4 || mod == "" || strings.HasPrefix(mod, ".") || strings.HasPrefix(mod, "/") || strings.HasPrefix(mod, "@/") || strings.HasPrefix(mod, "~/") || strings.HasPrefix(mod, "#") ||
		model.JsFSModules[mod] || mod == "child_process" || cheapSync[mod+"."+name] {
		return false
	}
	if mod == "zlib" {
		return true // every zlib Sync form compresses or inflates on the calling thread
	}
	base := strings.ToLower(strings.TrimSuffix(name, "Sync"))
	for _, v := range blockingVerbs {
		if strings.HasPrefix(base, v) {
			return true
		}
	}
	return false
}

// blockingVerbs begin the names of Sync functions that read or write files,
// run processes or do work that grows with their input; a Sync function
// named otherwise (logtape's configureSync, a store's getSnapshotSync) is
// not judged: its cost is a package's own business.
var blockingVerbs = []string{"load", "read", "write", "open", "exec", "spawn", "gzip", "gunzip", "deflate", "inflate",
	"brotli", "unzip", "zip", "hash", "compare", "pbkdf2", "scrypt", "generatekeypair", "generateprime", "glob", "walk",
	"copy", "download", "query", "compile", "render", "convert", "extract", "decompress", "compress"}

// cheapSync are Sync functions that return in microseconds whatever their
// input: crypto's HKDF and random fills of a small buffer (a key, a nonce).
// crypto's pbkdf2Sync, scryptSync and generateKeyPairSync stay: their cost is
// the point of them.
var cheapSync = map[string]bool{"crypto.hkdfSync": true, "crypto.randomFillSync": true}
