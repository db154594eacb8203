// Package tsres resolves the import specifiers of TS/JS files for the
// function summaries (package summary): relative ones and the aliases of
// the nearest tsconfig.json.
package tsres

import (
	"path"
	"strings"

	"github.com/resilience-check/resilience-check/checks/resolve"
)

// Resolver resolves a TS/JS import: a relative specifier by
// resolve.JS, any other through the nearest tsconfig.json above the
// importing file (its paths and baseUrl, resolve.TSConfig), as tsc and the
// bundlers' tsconfig-paths plugins pick the project's config. A folder
// without a config, a config that does not parse and a specifier no alias
// turns into a repository file resolve to nothing: unknown.
type Resolver struct {
	read    func(path string) ([]byte, error) // summary.Options.Config
	configs map[string]*resolve.TSConfig      // the config in force per folder, nil for none
}

// New returns a resolver that reads repository files (tsconfig.json and
// the configs it extends) with read; nil reads none.
func New(read func(path string) ([]byte, error)) *Resolver {
	return &Resolver{read: read, configs: map[string]*resolve.TSConfig{}}
}

// Resolve returns the repository file that file from's import of spec
// names, and whether there is one (has tells which files exist).
func (r *Resolver) Resolve(from, spec string, has func(string) bool) (string, bool) {
	if p, ok := resolve.JS(from, spec, has); ok {
		return p, true
	}
	if strings.HasPrefix(spec, ".") || r.read == nil {
		return "", false
	}
	return r.config(path.Dir(from)).Resolve(spec, has)
}

// config returns the tsconfig.json in force in folder dir: its own or the
// nearest above; nil when there is none or it does not parse.
func (r *Resolver) config(dir string) *resolve.TSConfig {
	if c, ok := r.configs[dir]; ok {
		return c
	}
	r.configs[dir] = nil
	var c *resolve.TSConfig
	p := "tsconfig.json"
	if dir != "." && dir != "" {
		p = dir + "/tsconfig.json"
	}
	if src, err := r.read(p); err == nil {
		read := func(q string) ([]byte, error) {
			if q == p {
				return src, nil
			}
			return r.read(q)
		}
		if cfg, err := resolve.ParseTSConfig(p, read); err == nil {
			c = cfg
		}
	} else if dir != "." && dir != "" && dir != "/" {
		c = r.config(path.Dir(dir))
	}
	r.configs[dir] = c
	return c
}
