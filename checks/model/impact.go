package model

import (
	"bytes"
	"strings"
)

// Place says where a call runs, as far as one file shows it: what a hang or
// a leak there costs depends on it.
type Place int

// Places, from the costliest to the cheapest hang.
const (
	// PlaceUnknown is code that may serve requests (a library function, a
	// route helper): the rule's default severity holds.
	PlaceUnknown Place = iota
	// PlaceHandler is the body of an MCP tool, resource or prompt handler:
	// a model or a client waits for it, and nobody can interrupt it.
	PlaceHandler
	// PlaceScript is a command-line program, a script, an example or a
	// benchmark (File.IsScript): a person runs it and can interrupt it.
	PlaceScript
	// PlaceTest is a test file or a test folder: nothing in production waits.
	PlaceTest
	// PlaceBrowser is front-end code (File.IsBrowser): a browser tab waits,
	// no server thread, socket or worker is held.
	PlaceBrowser
)

// Wait says what a call waits on.
type Wait int

// Waits.
const (
	WaitRemote    Wait = iota // a remote service: unbounded, the peer decides
	WaitProcess               // a local process: as long as the process runs
	WaitDiskLarge             // the local disk, an unbounded amount (read a whole file, walk a folder)
	WaitDiskSmall             // the local disk, one small operation (stat, mkdir, exists, a small write): milliseconds
)

// Impact is the severity a finding gets where it is, and the few words that
// say why ("in a tool handler", "in a CLI: a person can interrupt"), which
// the message carries. Why is empty when the rule's default severity holds
// for no particular reason.
type Impact struct {
	Severity Severity
	Why      string
}

// PlaceOf returns where node n runs: a handler (File.HandlerOf), a test file
// or folder (IsTestPath), a script or command-line program (File.IsScript,
// unless settings say scripts are servers), or PlaceUnknown. Handler wins
// over script: a tool registered in a cli/ folder still serves a model.
func (f *File) PlaceOf(n *Node, s *Settings) Place {
	if IsTestPath(f.Path) {
		return PlaceTest
	}
	if n != nil && f.HandlerOf(n) != NotHandler {
		return PlaceHandler
	}
	if f.IsScript() && (s == nil || !s.ScriptsAreServers) {
		return PlaceScript
	}
	if f.IsBrowser() {
		return PlaceBrowser
	}
	return PlaceUnknown
}

// browserModules are libraries only front-end code imports: UI frameworks
// and their routers.
var browserModules = []string{"react", "react-dom", "react-router", "react-router-dom", "vue", "svelte", "preact",
	"solid-js", "@tanstack/react-query", "next/navigation", "next/router", "@angular/core"}

// browserDirs are folders of front-end code.
var browserDirs = map[string]bool{"react": true, "frontend": true, "browser": true}

// IsBrowser reports whether a JavaScript or TypeScript file is front-end
// code that runs in a browser tab: a .jsx or .tsx file, a file that imports a
// UI framework (react, vue, svelte, ...), starts with a "use client"
// directive, or lies under a react/, frontend/ or browser/ folder; and it has
// no server marker (express(), createServer(, ...). Computed once per file.
func (f *File) IsBrowser() bool {
	if !f.Lang.IsJS() {
		return false
	}
	if f.facts.isBrowser == 0 {
		f.facts.isBrowser = 1
		if f.isBrowser() {
			f.facts.isBrowser = 2
		}
	}
	return f.facts.isBrowser == 2
}

func (f *File) isBrowser() bool {
	front := strings.HasSuffix(f.Path, ".tsx") || strings.HasSuffix(f.Path, ".jsx") ||
		bytes.HasPrefix(bytes.TrimSpace(f.Src), []byte(`"use client"`)) || bytes.HasPrefix(bytes.TrimSpace(f.Src), []byte(`'use client'`))
	for _, mod := range f.Imports() {
		for _, b := range browserModules {
			front = front || underModule(mod, b)
		}
	}
	if i := strings.LastIndexByte(f.Path, '/'); i >= 0 && !front {
		for _, seg := range strings.Split(f.Path[:i], "/") {
			front = front || browserDirs[seg]
		}
	}
	if !front {
		return false
	}
	for _, m := range serverMarkers[LangJavaScript] {
		if f.Contains(m) {
			return false
		}
	}
	return true
}

// scriptWhy says what kind of one-shot program the file is, for the
// message: an example or a benchmark (examples/, bench/), a script
// (scripts/), else a command-line program.
func (f *File) scriptWhy() string {
	for _, seg := range strings.Split(f.Path, "/") {
		switch seg {
		case "examples", "example":
			return "in an example: a person runs it and can interrupt"
		case "benchmarks", "benchmark", "bench":
			return "in a benchmark: a person runs it and can interrupt"
		case "scripts", "script":
			return "in a script: a person can interrupt"
		}
	}
	return "in a CLI: a person can interrupt"
}

// handlerWords names handler kinds in messages.
var handlerWords = map[HandlerKind]string{ToolHandler: "in a tool handler", ResourceHandler: "in a resource handler",
	PromptHandler: "in a prompt handler"}

// ImpactOf returns the severity of a finding of a rule whose default is def,
// at node n, for a call that waits on w:
//
//   - a small local disk operation (WaitDiskSmall) is low anywhere: it takes
//     milliseconds, the event loop is held no longer than a log line holds it;
//   - in a test, low;
//   - in a script or command-line program, low for a call that waits on a
//     remote service or the disk: a person waits and can interrupt it
//     (Ctrl-C); a local process keeps the default, since a script that starts
//     a server or a build waits for it unattended just as long;
//   - in browser code (File.IsBrowser), low for a remote call: a tab waits,
//     no server thread or socket is held;
//   - in a handler, the default, with "in a tool handler" as the reason;
//   - elsewhere the default with no reason.
//
// The levels follow what a reviewer would fix (issue 21): high and medium
// fail the check, low annotates as a notice. Settings may be nil.
func (f *File) ImpactOf(def Severity, n *Node, w Wait, s *Settings) Impact {
	if w == WaitDiskSmall {
		return Impact{SeverityLow, "a local file operation takes milliseconds"}
	}
	switch f.PlaceOf(n, s) {
	case PlaceTest:
		return Impact{SeverityLow, "in a test"}
	case PlaceScript:
		if w != WaitProcess {
			return Impact{SeverityLow, f.scriptWhy()}
		}
	case PlaceBrowser:
		if w == WaitRemote {
			return Impact{SeverityLow, "in browser code: a tab waits, no server resource is held"}
		}
	case PlaceHandler:
		return Impact{def, handlerWords[f.HandlerOf(n)]}
	}
	return Impact{def, ""}
}

// Impact sets the severity of the finding reported last to im.Severity and
// adds im.Why to its message as " (low: in a CLI: a person can interrupt)";
// a Why-less impact changes the severity only. A severity the configuration
// set for the rule (Rule.SeverityConfigured) is kept. It does nothing when
// the pass has reported nothing.
func (p *Pass) Impact(im Impact) {
	if len(p.Findings) == 0 {
		return
	}
	last := &p.Findings[len(p.Findings)-1]
	if p.Rule.SeverityConfigured {
		im.Severity = last.Severity // the configured severity stands; the reason is still worth saying
	}
	if im.Severity != SeverityNone {
		last.Severity = im.Severity
	}
	if im.Why != "" {
		last.Message = WithImpact(last.Message, im)
	}
}

// WithImpact returns msg followed by the severity and its reason,
// "msg (low: in a CLI: a person can interrupt)".
func WithImpact(msg string, im Impact) string {
	if im.Why == "" {
		return msg
	}
	return msg + " (" + im.Severity.String() + ": " + im.Why + ")"
}

// testDirs are folders that hold tests and their fixtures.
var testDirs = map[string]bool{"test": true, "tests": true, "__tests__": true, "e2e": true,
	"integtests": true, "integration-tests": true}

// IsTestPath reports whether path is a test file (foo_test.go, test_foo.py,
// foo_test.py, conftest.py, foo.test.ts, foo.spec.js) or lies in a test
// folder (test/, tests/, __tests__/, e2e/; not testdata/, where this
// project's own fixtures live). The default
// configuration excludes most of these from a scan; a configuration that
// scans them gets their findings at low severity.
func IsTestPath(path string) bool {
	base := path[strings.LastIndex(path, "/")+1:]
	if strings.HasSuffix(base, "_test.go") || strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") || base == "conftest.py" {
		return true
	}
	dir := ""
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		dir = path[:i]
	}
	for rest := dir; rest != ""; {
		seg, tail, _ := strings.Cut(rest, "/")
		if testDirs[seg] {
			return true
		}
		rest = tail
	}
	return false
}

// ImpactSince applies the file-level impact (a script, browser code, a test:
// ImpactOf with no node, so no handler reason) to the findings the pass
// reported from index from on: for findings reported where no node is at
// hand, such as ReportBoundGaps's library-row findings.
func (p *Pass) ImpactSince(from int, w Wait) {
	im := p.File.ImpactOf(p.Rule.Severity, nil, w, p.Settings)
	for i := from; i < len(p.Findings); i++ {
		f := &p.Findings[i]
		sev := im.Severity
		if p.Rule.SeverityConfigured {
			sev = f.Severity
		}
		f.Severity = sev
		f.Message = WithImpact(f.Message, Impact{sev, im.Why})
	}
}
