package served

import "testing"

// dynamicImport finds a computed import() or require() and no literal one.
func TestDynamicImport(t *testing.T) {
	for src, want := range map[string]bool{
		`const m = await import("./x.js")`:             false,
		`const m = require('./x')`:                     false,
		"const m = await import(`./tools/x.js`)":       false,
		"const m = await import(`./tools/${name}.js`)": true,
		`const m = await import(fileUrl)`:              true,
		`const m = require( path.join(dir, f) )`:       true,
		`myimport(x); required(y)`:                     false,
		`import { a } from "./a"; import ("./b")`:      false,
		`const mod = require  (name)`:                  true,
		`// nothing here`:                              false,
	} {
		if got := dynamicImport([]byte(src)); got != want {
			t.Errorf("%s: %v, want %v", src, got, want)
		}
	}
}
