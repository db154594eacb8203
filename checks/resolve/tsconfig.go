package resolve

import (
	"encoding/json"
	"path"
	"strings"
)

// TSConfig is the module resolution part of a tsconfig.json (with what it
// extends): `compilerOptions.baseUrl` and `compilerOptions.paths`, as the
// TypeScript handbook describes them
// (https://www.typescriptlang.org/tsconfig#paths). Paths are repository
// paths.
type TSConfig struct {
	// BaseURL is the folder non-relative specifiers resolve against, when
	// HasBase.
	BaseURL string
	HasBase bool
	// Paths maps a pattern ("@/*", "~lib") to its targets ("src/*"), which
	// are relative to PathsDir: the baseUrl when set, else the folder of the
	// tsconfig that declares paths (TypeScript 4.1+).
	Paths    map[string][]string
	PathsDir string
}

// maxExtends bounds the chain of `extends` followed.
const maxExtends = 5

// ParseTSConfig reads the tsconfig.json at repository path p and the local
// files it extends (a relative `extends`, a string or a list; a package's
// config is not followed), with JSONC comments and trailing commas
// allowed. A file that cannot be read or parsed gives an error; a config
// it extends that cannot be is skipped.
func ParseTSConfig(p string, read func(string) ([]byte, error)) (*TSConfig, error) {
	return parseTSConfig(p, read, 0)
}

type tsconfigJSON struct {
	Extends         json.RawMessage `json:"extends"`
	CompilerOptions struct {
		BaseURL *string             `json:"baseUrl"`
		Paths   map[string][]string `json:"paths"`
	} `json:"compilerOptions"`
}

func parseTSConfig(p string, read func(string) ([]byte, error), depth int) (*TSConfig, error) {
	src, err := read(p)
	if err != nil {
		return nil, err
	}
	var raw tsconfigJSON
	if err := json.Unmarshal(StripJSONC(src), &raw); err != nil {
		return nil, err
	}
	cfg := &TSConfig{}
	dir := path.Dir(p)
	if depth < maxExtends && len(raw.Extends) > 0 {
		var exts []string
		var one string
		if json.Unmarshal(raw.Extends, &one) == nil {
			exts = []string{one}
		} else {
			_ = json.Unmarshal(raw.Extends, &exts)
		}
		for _, e := range exts { // later ones override earlier ones
			if !strings.HasPrefix(e, "./") && !strings.HasPrefix(e, "../") {
				continue // a package's config: not in the repository
			}
			ep := clean(path.Join(dir, e))
			if !strings.HasSuffix(ep, ".json") {
				ep += ".json"
			}
			if base, err := parseTSConfig(ep, read, depth+1); err == nil {
				if base.HasBase {
					cfg.BaseURL, cfg.HasBase = base.BaseURL, true
				}
				if base.Paths != nil {
					cfg.Paths, cfg.PathsDir = base.Paths, base.PathsDir
				}
			}
		}
	}
	if b := raw.CompilerOptions.BaseURL; b != nil {
		cfg.BaseURL, cfg.HasBase = clean(path.Join(dir, *b)), true
	}
	if raw.CompilerOptions.Paths != nil {
		cfg.Paths, cfg.PathsDir = raw.CompilerOptions.Paths, dir
	}
	if cfg.HasBase && cfg.Paths != nil {
		cfg.PathsDir = cfg.BaseURL
	}
	return cfg, nil
}

// Resolve returns the repository file a non-relative specifier names
// through the config: the `paths` pattern with the longest prefix that
// matches (its targets in order, `*` replaced by what it matched), else
// the specifier under `baseUrl`. A specifier no pattern or baseUrl turns
// into a repository file (a package name) does not resolve.
func (c *TSConfig) Resolve(spec string, has func(string) bool) (string, bool) {
	if c == nil || strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") {
		return "", false
	}
	spec, _, _ = strings.Cut(spec, "?")
	best, bestLen, star := "", -1, ""
	for pat := range c.Paths {
		pre, suf, wild := strings.Cut(pat, "*")
		switch {
		case !wild && pat == spec && len(pat) > bestLen:
			best, bestLen, star = pat, len(pat), ""
		case wild && strings.HasPrefix(spec, pre) && strings.HasSuffix(spec, suf) && len(spec) >= len(pre)+len(suf) && len(pre) > bestLen:
			best, bestLen, star = pat, len(pre), spec[len(pre):len(spec)-len(suf)]
		}
	}
	if bestLen >= 0 {
		for _, t := range c.Paths[best] {
			t = strings.Replace(t, "*", star, 1)
			if p, ok := jsFile(clean(path.Join(c.PathsDir, t)), has); ok {
				return p, true
			}
		}
	}
	if c.HasBase {
		return jsFile(clean(path.Join(c.BaseURL, spec)), has)
	}
	return "", false
}

// StripJSONC removes the comments (// and /* */) and trailing commas of a
// JSONC text (tsconfig.json allows both), leaving strings as they are.
func StripJSONC(src []byte) []byte {
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) {
				j = len(src) - 1
			}
			out = append(out, src[i:j+1]...)
			i = j
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i--
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(string(src[i+2:]), "*/")
			if end < 0 {
				return out
			}
			i += 2 + end + 1
		case c == ',':
			j := skipSpace(src, i+1)
			if j < len(src) && (src[j] == '}' || src[j] == ']') {
				continue // a trailing comma
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// skipSpace returns the index of the first byte at or after i that is
// neither white space nor inside a comment.
func skipSpace(src []byte, i int) int {
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r':
			i++
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(string(src[i+2:]), "*/")
			if end < 0 {
				return len(src)
			}
			i += 2 + end + 2
		default:
			return i
		}
	}
	return i
}
