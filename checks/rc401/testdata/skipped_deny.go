// RC401: a denial that runs only when the matcher succeeded; a pattern that
// does not compile skips the block (shape from sonirico/mcp-shell, renamed).
package fixtures

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

type Guard struct {
	BlockedPatterns []string
	BlockedPaths    []string
}

func (g *Guard) checkBlockedPatterns(command string) error {
	for _, pattern := range g.BlockedPatterns {
		if matched, err := regexp.MatchString(pattern, command); err == nil && matched { // want: RC401 medium
			return fmt.Errorf("command matches blocked pattern: %s", pattern)
		}
	}
	return nil
}

func (g *Guard) isPathAllowed(path string) bool {
	for _, p := range g.BlockedPaths {
		hit, err := filepath.Match(p, path)
		if err == nil && hit { // want: RC401 medium
			return false
		}
	}
	return true
}

// ---- clean twins ----

// checkBlockedStrict denies when a pattern does not compile.
func (g *Guard) checkBlockedStrict(command string) error {
	for _, pattern := range g.BlockedPatterns {
		matched, err := regexp.MatchString(pattern, command)
		if err != nil {
			return fmt.Errorf("invalid blocked pattern %q: %w", pattern, err)
		}
		if matched {
			return fmt.Errorf("command matches blocked pattern: %s", pattern)
		}
	}
	return nil
}

// loadConfig is no security decision: a file that does not parse is skipped.
func loadConfig(paths []string) error {
	for _, p := range paths {
		ok, err := filepath.Match("*.yaml", p)
		if err == nil && !ok {
			return fmt.Errorf("not a yaml file: %s", p)
		}
	}
	return nil
}

// checkBlockedWords has no error to skip.
func checkBlockedWords(command string, words []string) error {
	for _, w := range words {
		if strings.Contains(command, w) {
			return fmt.Errorf("blocked word %q", w)
		}
	}
	return nil
}
