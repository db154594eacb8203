package xfacts

// ToolCallTrace is told, for each tool RC601 left to the function summaries
// (Tool) and each call of the program's file that holds it, the file's path,
// the tool's line and name, the call's name, whether the call lies in the
// tool's handler, whether it resolved to a function of the program and
// whether that function mutates (an RC601 mutation down its chain). It does
// nothing but in the rc601trace diagnostic build (checks/rc601/trace_on.go),
// whose gap count (bench/realcode/rc601gap.py) sorts the tools the summaries
// found no mutation for into unresolved and resolved calls.
var ToolCallTrace = func(path string, line int, tool, call string, inHandler, resolved, mutates bool) {}
