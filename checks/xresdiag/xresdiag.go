// Package xresdiag is a diagnostic of cross-file resolution, off by
// default: with RC_XRES_DIAG set to a file path, a whole-repository scan
// appends to that file one line per call made in an MCP handler (level 0)
// or in a function a handler's call resolves to (level 1) whose callee's
// name is the name of a function, method or class defined somewhere in the
// scanned files, with what the summaries made of it: resolved, unresolved
// (recorded but linked to nothing) or unrecorded (a callee shape the
// summaries do not record). Calls on an import that names no file of the
// repository (`requests.get`) are left out. It changes no output.
package xresdiag

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/sdkdiag"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"github.com/resilience-check/resilience-check/checks/summary/tsres"
)

// Env is the environment variable naming the diagnostic's output file.
const Env = "RC_XRES_DIAG"

// On reports whether the diagnostic (or sdkdiag's, which reads its sites) is asked for.
func On() bool { return os.Getenv(Env) != "" || sdkdiag.On() }

// Site is one call of a scanned file.
type Site struct {
	Line, Col     int    // the callee's start
	Callee        string // the callee's text, at most 100 bytes, one line
	Name, Root    string // the callee's last and first names
	Handler       bool   // the call runs in an MCP handler
	FnLine, FnCol int    // the start of the named function the call is in (0 at module level)
	Lang          model.Language
	SDK           string // what the library rows make of the call (sdkdiag.Classify), with RC_SDK_DIAG
	Recv          *Recv  // a Python method call's receiver (recvOf), else nil
}

// Sites lists the calls of file f; s is its summary (for its functions).
func Sites(f *model.File, s *summary.File) []Site {
	starts := map[[2]int]bool{}
	for _, fn := range s.Funcs {
		starts[[2]int{fn.Line, fn.Col}] = true
	}
	var out []Site
	sdk := sdkdiag.On()
	if sdk {
		sdkdiag.Constructions(f)
	}
	model.Walk(f.Tree.Root(), func(n *model.Node) bool {
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		callee := model.Callee(n)
		if callee == nil {
			return true
		}
		name, root := names(f, callee)
		if name == "" && !sdk {
			return true
		}
		l, c := f.Position(int(callee.StartByte()))
		st := Site{Line: l, Col: c, Name: name, Root: root, Handler: f.HandlerOf(n) != model.NotHandler, Lang: f.Lang}
		t := f.Text(callee)
		if i := strings.IndexByte(t, '\n'); i >= 0 {
			t = t[:i] + "..."
		}
		if len(t) > 100 {
			t = t[:100]
		}
		st.Callee = strings.ReplaceAll(t, "\t", " ")
		if sdk {
			st.SDK = sdkdiag.Classify(f, n)
		}
		if f.Lang == model.LangPython && callee.Sym() == model.SymAttribute {
			r := recvOf(f, s, callee)
			st.Recv = &r
		}
		if f.Lang.IsJS() && callee.Sym() == model.SymMemberExpression {
			r := jsRecvOf(f, s, callee)
			st.Recv = &r
		}
		for sc := model.EnclosingFunc(n); sc != nil; sc = model.EnclosingFunc(sc) {
			fl, fc := f.Position(int(sc.StartByte()))
			if starts[[2]int{fl, fc}] {
				st.FnLine, st.FnCol = fl, fc
				break
			}
		}
		out = append(out, st)
		return true
	})
	return out
}

// names returns the last name of a callee (`b` of `a.b`, `f` of `f`) and
// its first (`a`), "" when it has none.
func names(f *model.File, n *model.Node) (last, root string) {
	switch n.Sym() {
	case model.SymIdentifier:
		return f.Text(n), f.Text(n)
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		prop := n.ChildByFieldName("attribute")
		if prop == nil {
			prop = n.ChildByFieldName("property")
		}
		if prop == nil {
			prop = n.ChildByFieldName("field")
		}
		if prop == nil {
			return "", ""
		}
		o := n
		for o != nil {
			next := o.ChildByFieldName("object")
			if next == nil {
				next = o.ChildByFieldName("operand")
			}
			if next == nil {
				next = o.ChildByFieldName("function")
			}
			if next == nil {
				break
			}
			o = next
		}
		r := ""
		if o != nil {
			switch o.Sym() {
			case model.SymIdentifier, model.SymThis, model.SymSelf:
				r = f.Text(o)
			}
		}
		return f.Text(prop), r
	}
	return "", ""
}

// Report writes the diagnostic lines of the scan's calls (sites by path)
// to the file Env names: "lang level status path:line callee -> target".
func Report(prog *summary.Program, files []*summary.File, sites map[string][]Site, opt summary.Options) error {
	if sdkdiag.On() {
		if err := sdkdiag.Report(sdkLines(prog, files, sites)); err != nil {
			return err
		}
	}
	if os.Getenv(Env) == "" {
		return nil
	}
	w, err := os.OpenFile(os.Getenv(Env), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer w.Close()
	write(w, prog, files, sites, opt)
	return nil
}

func write(w io.Writer, prog *summary.Program, files []*summary.File, sites map[string][]Site, opt summary.Options) {
	byPath := map[string]*summary.File{}
	for _, f := range files {
		byPath[f.Path] = f
	}
	has := func(p string) bool { return byPath[p] != nil || opt.Has != nil && opt.Has(p) }
	ts := tsres.New(opt.Config)
	external := func(p, name string) bool {
		f := byPath[p]
		if f == nil {
			return false
		}
		imp, ok := f.Imports[name]
		if !ok {
			return false
		}
		switch {
		case f.Lang == model.LangPython:
			_, in := resolve.Python(f.Path, modtab.JoinDots(imp.Spec, imp.Name), imp.Level, has)
			_, mod := resolve.Python(f.Path, imp.Spec, imp.Level, has)
			return !in && !mod
		case f.Lang.IsJS():
			_, in := ts.Resolve(f.Path, imp.Spec, has)
			return !in
		case f.Lang == model.LangGo:
			_, in := resolve.GoPackage(opt.GoModule, opt.GoRoot, imp.Spec)
			return !in
		}
		return false
	}
	defined := map[string]int{} // 1 a function or method, 2 a class, 3 both
	for _, f := range files {
		for _, fn := range f.Funcs {
			n := fn.Name
			if i := strings.LastIndexByte(n, '.'); i >= 0 {
				n = n[i+1:]
			}
			defined[n] |= 1
		}
		for c := range f.Classes {
			defined[c] |= 2
		}
		for a := range f.Aliases { // `_x_impl = x` (modalias)
			defined[a] |= 1
		}
	}
	type key struct {
		path      string
		line, col int
	}
	reached := map[key]bool{}
	seen := map[key]bool{} // functions reached at any level
	line := func(p string, level int, s Site) summary.CallTarget {
		t := prog.CallAt(p, s.Line, s.Col, s.Name)
		status := "unrecorded"
		switch {
		case t.Func != "":
			status = "resolved"
		case t.Recorded:
			status = "unresolved"
		}
		kind := "func"
		if defined[s.Name] == 2 {
			kind = "class"
		} else if common[s.Name] && s.Root != "self" && s.Root != "this" && s.Root != "cls" {
			kind = "common"
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s:%d\t%s\t%s\t%s\n", s.Lang, level, kind, status, p, s.Line, s.Callee, t.Func, t.Callee)
		return t
	}
	funcAt := func(path string, line, col int) *summary.Func {
		if f := byPath[path]; f != nil {
			for i := range f.Funcs {
				if f.Funcs[i].Line == line && f.Funcs[i].Col == col {
					return &f.Funcs[i]
				}
			}
		}
		return nil
	}
	recvLine := func(p string, level int, s Site) {
		if s.Recv == nil || common[s.Name] || s.Recv.Shape == "self" || s.Recv.Shape == "this" || s.Root != "" && external(p, s.Root) {
			return
		}
		t := prog.CallAt(p, s.Line, s.Col, s.Name)
		status := "unknown"
		switch {
		case t.Func != "":
			status = "resolved"
		case knownCtor(s.Recv.Ctor):
			status = "client"
		case s.Recv.GLine > 0:
			g := prog.CallAt(p, s.Recv.GLine, s.Recv.GCol, s.Recv.GName)
			if g.Func == "" {
				status = "getter-unresolved"
				break
			}
			status = "getter-none"
			if fn := funcAt(g.Path, g.Line, g.Col); fn != nil {
				switch {
				case fn.Client != "":
					status = "getter-client:" + fn.Client
				case len(fn.Returns) > 0:
					status = "getter-returns:" + strings.Join(fn.Returns, "|")
				}
			}
		}
		def := "-"
		if defined[s.Name] != 0 {
			def = "def"
		}
		fmt.Fprintf(w, "RECV\t%s\t%d\t%s\t%s\t%s:%d\t%s\t%s\t%s\t%s\n", s.Lang, level, s.Recv.Shape, status, p, s.Line, s.Callee, s.Recv.Getter, s.Recv.Ctor, def)
	}
	counted := func(p string, s Site) bool {
		return defined[s.Name] != 0 && !(s.Root != "" && external(p, s.Root))
	}
	for p, ss := range sites {
		for _, s := range ss {
			if s.Handler {
				recvLine(p, 0, s)
			}
			if s.Handler && counted(p, s) {
				if t := line(p, 0, s); t.Func != "" {
					reached[key{t.Path, t.Line, t.Col}] = true
					seen[key{t.Path, t.Line, t.Col}] = true
				}
			}
		}
	}
	// Levels 1 to maxLevel: the calls of each function reached, once, at
	// the level it was first reached.
	for level := 1; level <= maxLevel() && len(reached) > 0; level++ {
		next := map[key]bool{}
		for p, ss := range sites {
			for _, s := range ss {
				if s.Handler || s.FnLine == 0 || !reached[key{p, s.FnLine, s.FnCol}] {
					continue
				}
				recvLine(p, level, s)
				if !counted(p, s) {
					continue
				}
				if t := line(p, level, s); t.Func != "" && !seen[key{t.Path, t.Line, t.Col}] {
					seen[key{t.Path, t.Line, t.Col}] = true
					next[key{t.Path, t.Line, t.Col}] = true
				}
			}
		}
		reached = next
	}
}

// LevelsEnv names the variable that sets how deep the diagnostic follows
// resolved calls from the handlers (1 unless set, at most 8).
const LevelsEnv = "RC_XRES_DIAG_LEVELS"

func maxLevel() int {
	if n, err := strconv.Atoi(os.Getenv(LevelsEnv)); err == nil && n >= 1 {
		return min(n, 8)
	}
	return 1
}

// common are the method names of the languages' built-in types and
// loggers (dict.get, list.append, str.format, Array.map, console.log,
// strings.Builder): a call of one on anything but self / this is most
// often on a built-in value, so it is counted apart ("common").
var common = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`get set add update pop items keys values append extend insert remove clear copy
		setdefault format join split strip lower upper replace startswith endswith encode decode
		info error warning warn debug exception critical log dict json
		map filter reduce forEach push slice splice find includes indexOf some every concat sort trim toString then catch finally
		has delete entries stringify parse
		String Error Errorf Printf Sprintf Write WriteString Close Len Unlock Lock`) {
		common[n] = true
	}
}

// sdkLines are sdkdiag's call lines: "call level path:line callee class pkg
// detail" for each classified Python call in a handler (level 0) or in a
// function reached from one through resolved calls (levels 1 to 4).
// A method call on an untraced receiver whose name a function of the
// scanned files has is marked recv-repo (most often the repository's own
// wrapper).
func sdkLines(prog *summary.Program, files []*summary.File, sites map[string][]Site) []string {
	defined := map[string]bool{}
	for _, f := range files {
		for _, fn := range f.Funcs {
			defined[fn.Name[strings.LastIndexByte(fn.Name, '.')+1:]] = true
		}
	}
	type key struct {
		path      string
		line, col int
	}
	level := map[key]int{} // reached functions, by the level of their calls
	var out []string
	emit := func(p string, lv int, s Site) {
		if s.SDK != "" {
			if strings.HasPrefix(s.SDK, "recv\t") && defined[s.Name] {
				s.SDK = "recv-repo" + s.SDK[4:]
			}
			out = append(out, fmt.Sprintf("call\t%d\t%s:%d\t%s\t%s", lv, p, s.Line, s.Callee, s.SDK))
		}
	}
	var frontier []key
	for p, ss := range sites {
		for _, s := range ss {
			if !s.Handler {
				continue
			}
			emit(p, 0, s)
			if s.Name == "" {
				continue
			}
			if t := prog.CallAt(p, s.Line, s.Col, s.Name); t.Func != "" {
				k := key{t.Path, t.Line, t.Col}
				if _, seen := level[k]; !seen {
					level[k] = 1
					frontier = append(frontier, k)
				}
			}
		}
	}
	byFn := map[key][]Site{}
	for p, ss := range sites {
		for _, s := range ss {
			if !s.Handler && s.FnLine > 0 {
				k := key{p, s.FnLine, s.FnCol}
				byFn[k] = append(byFn[k], s)
			}
		}
	}
	for len(frontier) > 0 {
		k := frontier[0]
		frontier = frontier[1:]
		lv := level[k]
		for _, s := range byFn[k] {
			emit(k.path, lv, s)
			if lv >= 4 || s.Name == "" {
				continue
			}
			if t := prog.CallAt(k.path, s.Line, s.Col, s.Name); t.Func != "" {
				nk := key{t.Path, t.Line, t.Col}
				if _, seen := level[nk]; !seen {
					level[nk] = lv + 1
					frontier = append(frontier, nk)
				}
			}
		}
	}
	return out
}
