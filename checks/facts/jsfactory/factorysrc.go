package jsfactory

import "github.com/resilience-check/resilience-check/checks/model"

// FactorySource returns the source of the repository module that declares
// the factory call calls, by the import Row follows (`import { f } from
// './x'` for `f(...)`; a method of an exported instance for `obj.m()`),
// or nil when call is no such call or the module is not in the scan's
// view. A check reads it for what the factory sets on the client it builds
// (RC301: `retryOnError: false` turns a library's own retries off).
func FactorySource(f *model.File, call *model.Node) []byte {
	if mf, _, _ := factoryModule(f, call); mf != nil {
		return mf.Src
	}
	return nil
}
