package jsdeps

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
)

// TestBelowIn judges one folder's manifests for "@doist/todoist-api-typescript
// below 6".
func TestBelowIn(t *testing.T) {
	const pkg = "@doist/todoist-api-typescript"
	dep := func(r string) map[string]string {
		return map[string]string{"package.json": `{"name": "x", "dependencies": {"` + pkg + `": "` + r + `", "zod": "^3"}}`}
	}
	cases := []struct {
		name  string
		files map[string]string
		below bool
		found bool
	}{
		{"caret 5", dep("^5.5.1"), true, true},
		{"tilde 4", dep("~4.0.1"), true, true},
		{"exact 5", dep("5.0.0"), true, true},
		{"exact 6", dep("6.0.1"), false, true},
		{"caret 6", dep("^6.1.0"), false, true},
		{"floor only", dep(">=4.0.0"), false, true},
		{"floor and ceiling", dep(">=4.0.0 <6.0.0"), true, true},
		{"ceiling 6.1", dep("<6.1"), false, true},
		{"x-range", dep("5.x"), true, true},
		{"hyphen", dep("4.0.0 - 5.9.0"), true, true},
		{"either", dep("^4.0.0 || ^5.0.0"), true, true},
		{"either reaching 6", dep("^5.0.0 || ^6.0.0"), false, true},
		{"tag", dep("latest"), false, true},
		{"star", dep("*"), false, true},
		{"dev dependency", map[string]string{"package.json": `{"devDependencies": {"` + pkg + `": "^5.0.0"}}`}, true, true},
		{"lock beats range", map[string]string{
			"package.json":      `{"dependencies": {"` + pkg + `": ">=4"}}`,
			"package-lock.json": `{"lockfileVersion": 3, "packages": {"": {}, "node_modules/` + pkg + `": {"version": "4.0.4"}}}`}, true, true},
		{"lock 6", map[string]string{
			"package-lock.json": `{"lockfileVersion": 3, "packages": {"node_modules/` + pkg + `": {"version": "6.2.0"}}}`}, false, true},
		{"lock v1", map[string]string{
			"package-lock.json": `{"lockfileVersion": 1, "dependencies": {"` + pkg + `": {"version": "5.1.0"}}}`}, true, true},
		{"other package only", map[string]string{"package.json": `{"dependencies": {"@doist/todoist-sdk": "14.0.1"}}`}, false, false},
		{"broken json", map[string]string{"package.json": `{"dependencies": {`}, false, false},
		{"none", map[string]string{}, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := thirdparty.Files(c.files)
			below, found := belowIn(w, ".", pkg, 6)
			if below != c.below || found != c.found {
				t.Errorf("belowIn = %v, %v; want %v, %v", below, found, c.below, c.found)
			}
		})
	}
}
