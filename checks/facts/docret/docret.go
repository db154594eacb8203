// Package docret finds the part of a tool's description that documents what
// the tool returns: the lines after a `Returns:` heading (Google-style
// docstrings, https://google.github.io/styleguide/pyguide.html#383-functions-and-methods,
// whose `Returns:` section describes the return value, not the arguments,
// which `Args:` lists). RC601's caller-given id (checks/rc601 callerGivenID)
// reads a created object's own id among a tool's parameters; an id named in
// the Returns section (`Returns: the agent object with agent_id, name`) is
// one the tool hands back, not one the caller gives, so it keys nothing
// (CWE-837: the retry still makes a second object).
package docret

import "regexp"

// heading matches a section heading line of a description: a capitalized
// label of a few words followed by a colon and nothing else (`Args:`,
// `Error Handling:`, `## Returns:`), or a Returns heading with text after
// its colon on the same line (`Returns: the created agent`).
var heading = regexp.MustCompile(`(?m)^[ \t#*]*(?:(Returns?|Output|Response|Yields)[ \t*]*:|[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}[ \t*]*:[ \t]*$)`)

// InReturns reports whether byte offset at of description text s lies in a
// Returns section: the last heading before at is a Returns (Return, Output,
// Response, Yields) heading, and no quote closes the text between them (the
// end of the string that holds the description: what follows it is code,
// where a parameter may be declared).
func InReturns(s string, at int) bool {
	if at > len(s) {
		return false
	}
	hs := heading.FindAllStringSubmatchIndex(s[:at], -1)
	if len(hs) == 0 {
		return false
	}
	last := hs[len(hs)-1]
	if last[2] < 0 { // another section: Args, Parameters, Error Handling
		return false
	}
	for i := last[1]; i < at; i++ {
		switch s[i] {
		case '"', '\'', '`':
			return false
		}
	}
	return true
}
