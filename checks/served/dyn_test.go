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
		// a binding that can only hold literals of the file
		"const protocol = opts.secure ? 'https' : 'http';\nconst mod = require(protocol);": false,
		"const target = './x';\nrequire(target)":                                           false,
		"const moduleMap: Record<string, string> = {\n  dns: './servers/dns',\n  'network-lists': \"./servers/nl\",\n};\nawait import(moduleMap[name]);": false,
		// computed after all
		"let target = './x';\nrequire(target)":                                              true,
		"const target = base + '/x';\nrequire(target)":                                      true,
		"const moduleMap = { dns: path.join(dir, 'dns') };\nawait import(moduleMap[name]);": true,
		"const moduleMap = { ...extra, dns: './dns' };\nawait import(moduleMap[name]);":     true,
		"function f(modulePath) { return require(modulePath) }":                             true,
	} {
		if got := dynamicImport([]byte(src)); got != want {
			t.Errorf("%s: %v, want %v", src, got, want)
		}
	}
}
