package jsfactory

import (
	"bytes"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
)

// ImportedModule returns the module of the repository that JS/TS file f
// imports local from by an ES import (`import { client } from
// './client.js'`, `import api from './api'`), parsed, and local's name
// there ("default" for a default import); nil, "" when no such import binds
// local, the specifier is a package's, or the module is not in the scan's
// view (thirdparty.World), or its source does not contain must (a cheap
// test before the parse). The same resolution as Row (resolve.JS), for a
// check that reads what the module binds the name to (RC101: an axios
// instance built there without a timeout, package checks/facts/axinst).
func ImportedModule(f *model.File, local string, must []byte) (*model.File, string) {
	target, name := ImportedPath(f, local, must)
	if target == "" {
		return nil, ""
	}
	mf := module(f, thirdparty.Of(f), target)
	if mf == nil {
		return nil, ""
	}
	return mf, name
}

// ImportedPath is ImportedModule without the parse: the repository path of
// the module f imports local from and local's name there; "", "" when
// ImportedModule would give nil. A check that memoises what it reads of the
// module once per scan (package checks/facts/srcmemo, keyed by the path and
// the module's bytes) parses it itself with ParseModule.
func ImportedPath(f *model.File, local string, must []byte) (string, string) {
	if f == nil || !f.Lang.IsJS() {
		return "", ""
	}
	spec, name, ok := importOf(f, local)
	if !ok {
		return "", ""
	}
	w := thirdparty.Of(f)
	if w.Has == nil || w.Read == nil {
		return "", ""
	}
	target, ok := resolve.JS(f.Path, spec, w.Has)
	if !ok {
		return "", ""
	}
	if src := w.File(target); src == nil || !bytes.Contains(src, must) {
		return "", ""
	}
	return target, name
}

// ParseModule parses the JS/TS file at repository path target of world w
// (w.File), a new File each call that the caller alone uses; nil when it is
// absent, too large, not JS/TS or does not parse.
func ParseModule(w *thirdparty.World, target string) *model.File {
	return parseModule(w, target)
}
