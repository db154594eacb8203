// Package pydeps reads the Python dependency manifests of the project a file
// belongs to (lock files, requirements files, pyproject.toml, setup.py,
// setup.cfg) to tell whether the release of a distribution it installs is
// known to be below a major version.
//
// A library's behaviour can change between major releases: FastMCP 2.x calls
// a plain `def` tool inline on the event loop, FastMCP 3 in a worker thread
// (libmodels rows with blocks_before). A rule that depends on such a change
// asks Below; the answer is true only when the manifests prove it (an exact
// locked or pinned version, or an upper bound such as `<3`, `~=2.8`, `^2.8`
// or `==2.*`), never from a lower bound alone (`fastmcp>=2.8` installs the
// newest release today), so an unknown version leaves the rule silent.
//
// The manifests are looked for in the file's folder and then in each folder
// above it up to the repository root; the nearest folder with a manifest
// that names the distribution decides (a monorepo's servers each have their
// own), and within it a lock file's exact version comes before the
// specifiers of the other manifests. Files are read through the scan's
// thirdparty.World (the work tree, or the revision a diff scan reads), each
// once per scan.
package pydeps

import (
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// locks are the lock files that record exact versions, in the order they
// are trusted.
var locks = []string{"uv.lock", "poetry.lock", "pdm.lock"}

// specs are the manifests that state version specifiers.
var specs = []string{"requirements.txt", "requirements.lock", "requirements.in", "pyproject.toml", "setup.cfg", "setup.py"}

// maxDepth bounds the folders walked up from a file (its own included).
const maxDepth = 8

// Below reports whether the project of Python file f is known to install
// distribution dist (a PyPI name, compared PEP 503-normalised) at a major
// version below major: true only when the nearest manifests that name dist
// prove it (see the package doc); false when they allow major or later,
// when none names dist, or when nothing can be read.
func Below(f *model.File, dist string, major int) bool {
	if f == nil || f.Lang != model.LangPython {
		return false
	}
	w := thirdparty.Of(f)
	if w == nil || w.Read == nil {
		return false
	}
	name := normalize(dist)
	return thirdparty.Nearest(path.Dir(f.Path), maxDepth, func(dir string) (bool, bool) { return belowIn(w, dir, name, major) })
}

// belowIn judges the manifests of one folder: found is false when none of
// them names dist.
func belowIn(w *thirdparty.World, dir, name string, major int) (ok, found bool) {
	join := func(n string) string { return thirdparty.In(dir, n) }
	for _, l := range locks {
		if v, ok := lockedVersion(w.File(join(l)), name); ok {
			m, ok := majorOf(v)
			return ok && m < major, true
		}
	}
	for _, s := range specs {
		src := w.File(join(s))
		if src == nil {
			continue
		}
		clauses, ok := specifiers(string(src), name, s == "pyproject.toml")
		if !ok {
			continue
		}
		return bounded(clauses, major), true
	}
	return false, false
}

// lockRe matches a [[package]] entry's name and version lines (uv.lock,
// poetry.lock, pdm.lock all write them first, in this order).
var lockRe = regexp.MustCompile(`(?m)^name\s*=\s*"([^"]+)"\s*\r?\nversion\s*=\s*"([^"]+)"`)

// lockedVersion returns the version a lock file records for name.
func lockedVersion(src []byte, name string) (string, bool) {
	if src == nil {
		return "", false
	}
	for _, m := range lockRe.FindAllSubmatch(src, -1) {
		if normalize(string(m[1])) == name {
			return string(m[2]), true
		}
	}
	return "", false
}

// reqRe matches a PEP 508 requirement's name, extras and specifiers at the
// start of a string or line: `fastmcp[auth]>=2.8,<3 ; python_version>"3.9"`.
var reqRe = regexp.MustCompile(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(\(?\s*(?:===|==|~=|<=|>=|!=|<|>)[^;#"'\n]*)?\s*(?:[;#]|$)`)

// poetryRe matches a Poetry dependency table line: `fastmcp = "^2.8"` or
// `fastmcp = { version = "^2.8", extras = [...] }`.
var poetryRe = regexp.MustCompile(`^\s*"?([A-Za-z0-9][A-Za-z0-9._-]*)"?\s*=\s*(?:"([^"]*)"|\{[^}\n]*\bversion\s*=\s*"([^"]*)")`)

// quotedRe matches a quoted string (pyproject.toml dependency arrays,
// setup.py install_requires, setup.cfg values are lines).
var quotedRe = regexp.MustCompile(`"([^"\n]*)"|'([^'\n]*)'`)

// specifiers returns the version clauses a manifest gives name (ok false
// when it does not name it): requirement lines (requirements files,
// setup.cfg), quoted requirements (pyproject.toml, setup.py) and, in a
// pyproject.toml, Poetry's tables.
func specifiers(src, name string, pyproject bool) (clauses []string, ok bool) {
	take := func(req string) bool {
		m := reqRe.FindStringSubmatch(req)
		if m == nil || normalize(m[1]) != name {
			return false
		}
		spec := strings.Trim(strings.TrimSpace(m[2]), "()")
		for _, c := range strings.Split(spec, ",") {
			if c = strings.TrimSpace(c); c != "" {
				clauses = append(clauses, c)
			}
		}
		return true
	}
	for _, line := range strings.Split(src, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if pyproject {
			if m := poetryRe.FindStringSubmatch(t); m != nil && normalize(m[1]) == name {
				ok = true
				if v := m[2] + m[3]; v != "" && v != "*" {
					clauses = append(clauses, strings.Split(v, ",")...)
				}
				continue
			}
		}
		if take(t) {
			ok = true
			continue
		}
		for _, q := range quotedRe.FindAllStringSubmatch(t, -1) {
			if take(q[1] + q[2]) {
				ok = true
			}
		}
	}
	return clauses, ok
}

// bounded reports whether one of the clauses keeps every allowed version
// below major.
func bounded(clauses []string, major int) bool {
	for _, c := range clauses {
		c = strings.TrimSpace(c)
		op, v := splitOp(c)
		m, ok := majorOf(v)
		if !ok {
			continue
		}
		switch op {
		case "==", "===", "":
			if m < major {
				return true
			}
		case "<":
			// <3, <3.0, <3.0.0 exclude 3.x; <3.1 does not
			if m < major || m == major && zeroRest(v) {
				return true
			}
		case "<=":
			if m < major {
				return true
			}
		case "~=":
			// ~=2.8 means >=2.8,<3; ~=2.8.1 means >=2.8.1,<2.9
			if m < major && strings.Count(v, ".") >= 1 {
				return true
			}
		case "^", "~":
			// Poetry: ^2.8 is <3, ^0.4 <0.5; ~2.8 is <2.9
			if m < major {
				return true
			}
		}
	}
	return false
}

// splitOp splits a clause into its operator and version.
func splitOp(c string) (op, v string) {
	for _, o := range []string{"===", "==", "~=", "<=", ">=", "!=", "<", ">", "^", "~"} {
		if strings.HasPrefix(c, o) {
			return o, strings.TrimSpace(c[len(o):])
		}
	}
	return "", c
}

// majorOf returns the major version of v ("2.8.0", "2.*", "v2").
func majorOf(v string) (int, bool) {
	v = strings.TrimPrefix(strings.TrimSpace(v), "v")
	end := strings.IndexAny(v, ".*+-abrc ")
	if end < 0 {
		end = len(v)
	}
	n, err := strconv.Atoi(v[:end])
	return n, err == nil
}

// zeroRest reports whether every component after the major one is 0.
func zeroRest(v string) bool {
	parts := strings.Split(strings.TrimSpace(v), ".")
	for _, p := range parts[1:] {
		if p != "0" {
			return false
		}
	}
	return true
}

// normalize is PEP 503's name normalisation: lower case, runs of -, _ and .
// as one -.
func normalize(n string) string {
	n = strings.ToLower(n)
	var b strings.Builder
	dash := false
	for _, r := range n {
		if r == '-' || r == '_' || r == '.' {
			if !dash {
				b.WriteByte('-')
			}
			dash = true
			continue
		}
		dash = false
		b.WriteRune(r)
	}
	return b.String()
}
