package config

import (
	"errors"
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/resilience-check/resilience-check/libmodels"
)

// The `libraries:` section adds library rows for in-house clients, with the
// schema of the built-in rows (libmodels, docs/libraries.md), in the
// spirit of a CodeQL model pack:
//
//	libraries:
//	  - lang: python
//	    module: acme_http
//	    name: acme_http.Client
//	    api: constructor
//	    kind: http
//	    bound: {where: keyword, name: timeout, unit: s}
//	    default: {value: none, url: https://wiki.example.com/acme-http#timeouts}
//	    source: https://wiki.example.com/acme-http
//
// A row whose name (or alias) a built-in row of its language has replaces
// that row. A bad row is an error naming the file, the line, the row's
// 0-based index, the field and why.

// libraryRows validates c.Libraries and merges them over the built-in rows
// into c.libraries; root is the parsed document, for line numbers.
func (c *Config) libraryRows(name string, root *yaml.Node) error {
	if len(c.Libraries) == 0 {
		return nil
	}
	items := librariesItems(root)
	lineOf := func(i int) int {
		if i < len(items) {
			return items[i].Line
		}
		return keyLine(root, "libraries")
	}
	for i, r := range c.Libraries {
		if r == nil {
			return fmt.Errorf("%s:%d: libraries: row %d: empty row", name, lineOf(i), i)
		}
		r.File, r.Index = name, i
		if err := r.Validate(); err != nil {
			return rowErr(name, lineOf(i), err)
		}
	}
	set, err := libmodels.Builtin().Merge(c.Libraries)
	if err != nil {
		var re *libmodels.RowError
		if errors.As(err, &re) && re.File == name {
			return rowErr(name, lineOf(re.Index), err)
		}
		return fmt.Errorf("%s: libraries: %w", name, err)
	}
	c.libraries = set
	return nil
}

// rowErr words a row error as "rc.yml:12: libraries: row 1 (kind): ...".
func rowErr(name string, line int, err error) error {
	var re *libmodels.RowError
	if !errors.As(err, &re) {
		return fmt.Errorf("%s:%d: libraries: %w", name, line, err)
	}
	if re.Field == "" {
		return fmt.Errorf("%s:%d: libraries: row %d: %s", name, line, re.Index, re.Why)
	}
	return fmt.Errorf("%s:%d: libraries: row %d (%s): %s", name, line, re.Index, re.Field, re.Why)
}

// librariesItems returns the items of the top-level `libraries:` sequence.
func librariesItems(root *yaml.Node) []*yaml.Node {
	n := root
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "libraries" && n.Content[i+1].Kind == yaml.SequenceNode {
			return n.Content[i+1].Content
		}
	}
	return nil
}
