// Package jsdeps reads the npm manifests of the project a JavaScript or
// TypeScript file belongs to (package-lock.json, package.json) to tell
// whether the release of a package it installs is known to be below a major
// version: pydeps' question for npm.
//
// A library's behaviour can change between major releases: Todoist's
// TypeScript SDK sent every request through axios with no timeout before
// 6.0.0 and bounds each request since (libmodels rows with default_before).
// Below is true only when the manifests prove it: a lock file's exact
// version, an exact version in package.json, or a range with an upper bound
// below the major (`^5.5.1`, `~4.0.1`, `5.x`, `<6`, `4.0.0 - 5.2.0`); a
// lower bound alone (`>=4`), a tag (`latest`, `next`), `*`, a URL or a
// workspace reference proves nothing, so an unknown version leaves the rule
// silent (npm's semver ranges: https://github.com/npm/node-semver#ranges).
//
// The manifests are looked for in the file's folder and then in each folder
// above it up to the repository root; the nearest folder with a manifest that
// names the package decides (a monorepo's packages each have their own),
// and within it package-lock.json's installed version comes before
// package.json's range. Files are read through the scan's thirdparty.World,
// each once per scan.
package jsdeps

import (
	"encoding/json"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxDepth bounds the folders walked up from a file (its own included).
const maxDepth = 8

// Below reports whether the project of JavaScript or TypeScript file f is
// known to install npm package pkg ("@doist/todoist-api-typescript") at a
// major version below major: true only when the nearest manifests that name
// pkg prove it (see the package doc); false when they allow major or later,
// when none names pkg, or when nothing can be read.
func Below(f *model.File, pkg string, major int) bool {
	if f == nil || !f.Lang.IsJS() {
		return false
	}
	w := thirdparty.Of(f)
	if w == nil || w.Read == nil {
		return false
	}
	return thirdparty.Nearest(path.Dir(f.Path), maxDepth, func(dir string) (bool, bool) { return belowIn(w, dir, pkg, major) })
}

// belowIn judges the manifests of one folder: found is false when none of
// them names pkg.
func belowIn(w *thirdparty.World, dir, pkg string, major int) (ok, found bool) {
	join := func(n string) string { return thirdparty.In(dir, n) }
	if v, ok := lockedVersion(w.File(join("package-lock.json")), pkg); ok {
		m, ok := majorOf(v)
		return ok && m < major, true
	}
	if r, ok := declared(w.File(join("package.json")), pkg); ok {
		return rangeBelow(r, major), true
	}
	return false, false
}

// lockedVersion returns the version package-lock.json records for pkg: the
// "packages" map of lockfile versions 2 and 3 (key "node_modules/<pkg>"),
// else the "dependencies" map of version 1.
func lockedVersion(src []byte, pkg string) (string, bool) {
	if src == nil {
		return "", false
	}
	var lock struct {
		Packages     map[string]struct{ Version string } `json:"packages"`
		Dependencies map[string]struct{ Version string } `json:"dependencies"`
	}
	if json.Unmarshal(src, &lock) != nil {
		return "", false
	}
	if p, ok := lock.Packages["node_modules/"+pkg]; ok && p.Version != "" {
		return p.Version, true
	}
	if d, ok := lock.Dependencies[pkg]; ok && d.Version != "" {
		return d.Version, true
	}
	return "", false
}

// declared returns the range package.json gives pkg in dependencies,
// devDependencies, optionalDependencies or peerDependencies, in that order.
func declared(src []byte, pkg string) (string, bool) {
	if src == nil {
		return "", false
	}
	var m struct {
		Deps     map[string]string `json:"dependencies"`
		Dev      map[string]string `json:"devDependencies"`
		Optional map[string]string `json:"optionalDependencies"`
		Peer     map[string]string `json:"peerDependencies"`
	}
	if json.Unmarshal(src, &m) != nil {
		return "", false
	}
	for _, deps := range []map[string]string{m.Deps, m.Dev, m.Optional, m.Peer} {
		if r, ok := deps[pkg]; ok {
			return r, true
		}
	}
	return "", false
}

// versionRe matches the leading numbers of a version, an x-range included
// (`5`, `5.2`, `5.x`, `5.2.1-beta.1`).
var versionRe = regexp.MustCompile(`^v?(\d+)(?:\.(\d+|[xX*]))?`)

// rangeBelow reports whether every alternative of npm range r (`||`) has an
// upper bound below major.
func rangeBelow(r string, major int) bool {
	r = strings.TrimSpace(r)
	if r == "" {
		return false
	}
	for _, alt := range strings.Split(r, "||") {
		if !setBelow(strings.TrimSpace(alt), major) {
			return false
		}
	}
	return true
}

// setBelow judges one alternative: a hyphen range by its upper end, else the
// comparators it holds, any one of which may give the upper bound.
func setBelow(set string, major int) bool {
	if _, hi, ok := strings.Cut(set, " - "); ok {
		return upperBelow(strings.TrimSpace(hi), major)
	}
	for _, c := range strings.Fields(set) {
		if upperBelow(c, major) {
			return true
		}
	}
	return false
}

// upperBelow reports whether comparator c bounds the versions it admits below
// major: an exact or x-range version (`5.0.0`, `=5.1`, `5.x`), a caret or
// tilde range (`^5.5.1`, `~4.0.1`: the same major, except `^0.x`, which is
// below 1), `<6`, `<=5.9.9` or `<6.0.0`, or the inclusive upper end of a
// hyphen range.
func upperBelow(c string, major int) bool {
	op := ""
	for _, p := range []string{"<=", ">=", "<", ">", "=", "^", "~"} {
		if strings.HasPrefix(c, p) {
			op, c = p, strings.TrimSpace(c[len(p):])
			break
		}
	}
	m := versionRe.FindStringSubmatch(c)
	if m == nil {
		return false
	}
	v, err := strconv.Atoi(m[1])
	if err != nil {
		return false
	}
	switch op {
	case ">", ">=":
		return false
	case "<": // <6 and <6.0.0 admit only 5.x and below; <6.1 admits 6.0.x
		return v < major || v == major && zeroTail(c)
	}
	return v < major // an exact or x-range version, ^, ~, <= or a hyphen range's end
}

// zeroTail reports whether the parts of version c after its major are all
// zero or absent (`6`, `6.0`, `6.0.0`).
func zeroTail(c string) bool {
	parts := strings.Split(strings.SplitN(c, "-", 2)[0], ".")
	for _, p := range parts[1:] {
		if strings.Trim(p, "0") != "" {
			return false
		}
	}
	return true
}

// majorOf returns the major version of an exact version.
func majorOf(v string) (int, bool) {
	m := versionRe.FindStringSubmatch(strings.TrimSpace(v))
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}
