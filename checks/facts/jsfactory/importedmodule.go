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
	if f == nil || !f.Lang.IsJS() {
		return nil, ""
	}
	spec, name, ok := importOf(f, local)
	if !ok {
		return nil, ""
	}
	w := thirdparty.Of(f)
	if w.Has == nil || w.Read == nil {
		return nil, ""
	}
	target, ok := resolve.JS(f.Path, spec, w.Has)
	if !ok {
		return nil, ""
	}
	if src := w.File(target); src == nil || !bytes.Contains(src, must) {
		return nil, ""
	}
	mf := module(f, w, target)
	if mf == nil {
		return nil, ""
	}
	return mf, name
}
