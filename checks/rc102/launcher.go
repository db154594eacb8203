package rc102

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// A launcher is a small program whose whole job is to start another program
// (the server binary an npm or pip package ships) with the launcher's own
// arguments and terminal, and wait for it to exit: the child runs for the
// launcher's whole life, so a timeout would kill the server it exists to run
// (issue 21: strowk/mcp-k8s-go's npm wrapper, judged a false RC102). It is
// recognised by forwarding its own command line: the child's arguments read
// process.argv / sys.argv / os.Args, or are a rest parameter of the
// enclosing function in JavaScript; JavaScript also needs stdio: "inherit",
// since a child whose output is captured is a tool run, not a launch.

// jsLauncher reports whether child_process call (arguments from index 1,
// options opts, possibly nil) launches a program with this process's own
// command line and terminal.
func jsLauncher(f *model.File, call, opts *model.Node) bool {
	if opts == nil {
		return false
	}
	stdio, _ := f.ObjectProp(opts, "stdio")
	if stdio == nil || strings.Count(f.Text(stdio), "inherit") == 0 || strings.Contains(f.Text(stdio), "pipe") {
		return false
	}
	args := model.Arg(call, 1)
	if args == nil {
		return false
	}
	if strings.Contains(f.Text(args), "process.argv") {
		return true
	}
	a := model.Unwrap(args)
	if a.Sym() == model.SymSpreadElement && a.NamedChildCount() > 0 {
		a = model.Unwrap(a.NamedChild(0))
	}
	if a.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(a)
	for fn := model.EnclosingFunc(call); fn != nil; fn = model.EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
			t := f.Text(params.NamedChild(i)) // "...args" or "...args: string[]"
			if rest, ok := strings.CutPrefix(t, "..."); ok {
				if r, _, _ := strings.Cut(rest, ":"); strings.TrimSpace(r) == name {
					return true
				}
			}
		}
	}
	if v := f.Lookup(name, a); v != nil && strings.Contains(f.Text(v), "process.argv") {
		return true
	}
	return false
}

// pyLauncher reports whether a subprocess call runs a program with this
// process's own arguments (sys.argv) and, by default, its terminal:
// sys.exit(subprocess.call([binary, *sys.argv[1:]])).
func pyLauncher(f *model.File, call *model.Node) bool {
	a := model.Arg(call, 0)
	if a == nil {
		return false
	}
	if strings.Contains(f.Text(a), "sys.argv") {
		return f.Kwarg(call, "capture_output") == nil && f.Kwarg(call, "stdout") == nil
	}
	if a.Sym() == model.SymIdentifier {
		if v := f.Lookup(f.Text(a), a); v != nil && strings.Contains(f.Text(v), "sys.argv") {
			return f.Kwarg(call, "capture_output") == nil && f.Kwarg(call, "stdout") == nil
		}
	}
	return false
}

// goLauncher reports whether exec.Command call forwards os.Args: a Go
// wrapper that runs the real binary with its own command line.
func goLauncher(f *model.File, call *model.Node) bool {
	return strings.Contains(f.Text(model.Args(call)), "os.Args")
}
