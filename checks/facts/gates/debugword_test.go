package gates

import "testing"

// hasDebugWord's text prefilter (debug or verbose in some ASCII case, or
// the long s) answers as the expression alone does.
func TestHasDebugWordAsExpression(t *testing.T) {
	for _, s := range []string{
		"DEBUG", "isDebug", "debug_log_path", "MCP_VERBOSE", `"--debug"`, "debugger", "verbosity", "VERBOSE",
		"verboſe", "VERBOſE", "settings.log_level", "", "de bug", "Debugging", "xDebug", "xdebug", "os.environ.get(\"DEBUG\")",
		"isEnabledFor(logging.DEBUG)", "argv.includes('--verbose')", "DeBuG", "mydebug", "verbose1",
	} {
		if got, want := hasDebugWord(s), debugWord.MatchString(s); got != want {
			t.Errorf("hasDebugWord(%q) = %v, the expression says %v", s, got, want)
		}
	}
}
