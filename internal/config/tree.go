package config

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"sync"

	"github.com/resilience-check/resilience-check/finding"
)

// Tree finds the config that governs each file of one repository: the
// nearest .github/resilience-check.yml above the file, up to the repository
// root, as Ruff and golangci-lint take the nearest config above each file
// they check; the defaults when there is none. A config found below the root
// has its globs taken relative to its folder (SetDir). Every config gets the
// same command-line selection (Selection) after its own. Tree is safe for
// concurrent use.
type Tree struct {
	root     string    // absolute repository root
	cli      Selection // the command line's rule selection
	explicit *Config   // --config: one config for every file
	mu       sync.Mutex
	byDir    map[string]*Config // slash-separated repository folder -> its config
	sels     map[*Config]*Selector
	files    map[string]*Selector // per-file-ignores: config path + ignored codes -> selector
	settings map[*Config]*finding.Settings
	err      error
}

// NewTree returns the Tree of the repository at root. explicit, when not
// nil, is used for every file (--config).
func NewTree(root string, explicit *Config, cli Selection) (*Tree, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	if _, err := Resolve(Selection{}, cli); err != nil {
		return nil, err
	}
	return &Tree{root: abs, cli: cli, explicit: explicit, byDir: map[string]*Config{}, sels: map[*Config]*Selector{},
		files: map[string]*Selector{}}, nil
}

// For returns the config of the file at the slash-separated repository path
// p. A config that cannot be read or parsed gives the defaults here and is
// kept as Err.
func (t *Tree) For(p string) *Config {
	if t.explicit != nil {
		return t.explicit
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.forDir(path.Dir(p))
}

// forDir returns the config of the repository folder dir ("." for the root).
func (t *Tree) forDir(dir string) *Config {
	if c, ok := t.byDir[dir]; ok {
		return c
	}
	file := filepath.Join(t.root, filepath.FromSlash(dir), filepath.FromSlash(DefaultPath))
	var c *Config
	if info, err := os.Stat(file); err == nil && !info.IsDir() {
		loaded, err := Load(t.root, file)
		if err != nil {
			if t.err == nil {
				t.err = err
			}
			loaded = Default()
		} else if dir != "." {
			loaded.SetDir(dir)
		}
		c = loaded
	} else if dir == "." || dir == "/" || dir == "" {
		c = Default()
	} else {
		c = t.forDir(path.Dir(dir))
	}
	t.byDir[dir] = c
	return c
}

// Selector returns the rule selection for the file at repository path p
// (a checks.RuleSelector): its config's selection, then the command line's,
// its severities, then its per-file-ignores. Files with the same config and
// the same per-file-ignores share one Selector.
func (t *Tree) Selector(p string) *Selector {
	c := t.For(p)
	t.mu.Lock()
	defer t.mu.Unlock()
	sel, ok := t.sels[c]
	if !ok {
		var err error
		if sel, err = c.With(t.cli); err != nil {
			if t.err == nil {
				t.err = err // checked by NewTree and Parse: not reached
			}
			sel = &Selector{}
		}
		t.sels[c] = sel
	}
	off := c.ignoredFor(p)
	if len(off) == 0 {
		return sel
	}
	ids := make([]string, 0, len(off))
	for id := range off {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	key := fmt.Sprintf("%p %v", c, ids)
	fs, ok := t.files[key]
	if !ok {
		fs = c.FileSelector(p, sel)
		t.files[key] = fs
	}
	return fs
}

// Excluded reports whether the file at repository path p is left out by its
// config (Config.Excluded).
func (t *Tree) Excluded(p string) bool { return t.For(p).Excluded(p) }

// Err returns the first config that could not be read or parsed.
func (t *Tree) Err() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.err
}

// Configs returns the configs read so far, each once, those read from files
// only.
func (t *Tree) Configs() []*Config {
	t.mu.Lock()
	defer t.mu.Unlock()
	seen := map[*Config]bool{}
	var out []*Config
	for _, c := range t.byDir {
		if !seen[c] && c.path != "" {
			seen[c] = true
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// ForDir returns the config of the folder at the slash-separated repository
// path dir ("." for the root): the one that governs the files directly in it.
func (t *Tree) ForDir(dir string) *Config {
	if t.explicit != nil {
		return t.explicit
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.forDir(path.Clean(dir))
}

// Settings returns the rule options for the file at repository path p, from
// its config.
func (t *Tree) Settings(p string) *finding.Settings {
	c := t.For(p)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.settings == nil {
		t.settings = map[*Config]*finding.Settings{}
	}
	s, ok := t.settings[c]
	if !ok {
		v := c.Settings()
		s = &v
		t.settings[c] = s
	}
	return s
}
