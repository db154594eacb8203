package checks

import (
	"bytes"
	"context"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// MaxImporterFiles is the most files diff mode reads to find the callers of
// a changed helper (the files that may import a changed file); past it, a
// notice names each file not read and the result is not complete.
const MaxImporterFiles = 50

// maxCallersNamed is the most callers a finding at a changed helper names
// in its message and lists as related locations.
const maxCallersNamed = 10

// projectFiles mark the root of a project within a repository: the files
// that may import a changed one are looked for below the nearest folder
// above it that holds one (a package of a monorepo), or in the whole
// repository. Relative imports, tsconfig aliases and Python's absolute
// imports as package resolve finds them stay within it.
var projectFiles = []string{"package.json", "tsconfig.json", "pyproject.toml", "setup.py", "setup.cfg", "go.mod"}

// family is a group of languages whose files import each other.
type family struct {
	name  string
	globs []string
}

var (
	pyFamily = family{"Python", []string{"*.py"}}
	jsFamily = family{"JS/TS", []string{"*.js", "*.mjs", "*.cjs", "*.jsx", "*.ts", "*.mts", "*.cts", "*.tsx"}}
)

func familyOf(p string) (family, bool) {
	switch lang, _ := model.DetectLanguage(p); {
	case lang == model.LangPython:
		return pyFamily, true
	case lang.IsJS():
		return jsFamily, true
	}
	return family{}, false
}

// moduleWord is the word an import of the file at p names: its base name
// without extension, or its folder's for a package's __init__.py or an
// index file.
func moduleWord(p string) string {
	base := path.Base(p)
	word := strings.TrimSuffix(base, path.Ext(base))
	if (word == "__init__" || word == "index") && path.Dir(p) != "." {
		word = path.Base(path.Dir(p))
	}
	return word
}

// importerSearch is what diff mode looks for in one project folder: the
// changed files of one language family with sync functions that block.
type importerSearch struct {
	root   string // project folder, "" for the repository root
	fam    family
	helper []string // changed files
}

// importerFindings reports, on a changed file's lines, the exposure that
// the callers of its blocking sync functions gain in other files (RC201):
// async code elsewhere that calls a helper the change made block. Diff
// mode scans only the changed files; their callers are found through
// e.Repo.Grep (the files of the same project that name the changed module
// and one of its blocking functions as words), summarised (at most
// MaxImporterFiles in all), and linked with everything read. A caller that
// is itself a sync function made to block by the change is followed the
// same way, up to summary.MaxDepth calls from the change. One finding per
// changed line the chains pass through, naming the callers, with each as
// a SARIF related location: the defect is reported where the change made
// it, as CodeQL reports a path at its sink, and never on the unchanged
// callers. Without e.Repo.Grep (the bot) a notice says the callers were
// not looked for. findings already reported (path:line:rule) are skipped.
func (e *Engine) importerFindings(ctx context.Context, xc *xcollect, opt summary.Options, prog *summary.Program, have map[string]bool) ([]model.Finding, []Notice) {
	if e.Repo == nil || !e.Repo.Diff || ctx.Err() != nil {
		return nil, nil
	}
	changed := func(p string) bool { return xc.scanned[p] && xc.rules[p]["RC201"] != nil }
	frontier := blocking(xc.files, opt, changed, changed)
	if len(frontier) == 0 {
		return nil, nil
	}
	var notices []Notice
	if e.Repo.Grep == nil || e.Repo.Read == nil {
		for _, p := range sortedKeys(frontier) {
			notices = append(notices, Notice{Path: p, Kind: NoticePartial,
				Reason: fmt.Sprintf("%s %s the thread; the files that call %s were not looked for (this scan reads only the files the change imports): async callers elsewhere that now block are not reported",
					callList(frontier[p]), plural(len(frontier[p]), "blocks", "block"), plural(len(frontier[p]), "it", "them"))})
		}
		return nil, notices
	}
	summarised := map[string]*summary.File{}
	for _, f := range xc.files {
		summarised[f.Path] = f
	}
	ce := e.contextEngine()
	p := sitter.NewParser()
	defer p.Close()
	var importers []*summary.File
	isImporter := map[string]bool{}
	callSites := map[string]map[[2]int]impact.Site{}
	texts := map[string][]byte{} // candidates read, by path
	read := 0
	var all []*summary.File
	var linked *summary.Program
	for round := 1; round < summary.MaxDepth && len(frontier) > 0 && ctx.Err() == nil; round++ {
		helpers := sortedKeys(frontier)
		candidates, ns := e.importerCandidates(ctx, helpers, xc)
		notices = append(notices, ns...)
		var fresh []string // the files this round adds as callers
		for _, q := range candidates {
			if isImporter[q] {
				continue
			}
			if summarised[q] != nil { // read already for what the change imports
				isImporter[q] = true
				fresh = append(fresh, q)
				continue
			}
			b, ok := texts[q]
			if !ok {
				var err error
				if b, err = e.Repo.Read(q); err != nil {
					notices = append(notices, Notice{Path: q, Kind: NoticePartial, Incomplete: true,
						Reason: "may call a changed helper, but cannot be read: " + err.Error() + "; its calls into the change are not judged"})
					texts[q] = nil
					continue
				}
				texts[q] = b
			}
			if b == nil {
				continue
			}
			// It must name, as words, one of the modules searched for and
			// one of that module's blocking functions.
			fam, _ := familyOf(q)
			calls := false
			for _, h := range helpers {
				if hf, _ := familyOf(h); hf.name == fam.name && hasWord(b, moduleWord(h)) && anyWord(b, frontier[h]) {
					calls = true
					break
				}
			}
			if !calls {
				continue
			}
			if read >= MaxImporterFiles {
				notices = append(notices, Notice{Path: q, Kind: NoticePartial, Incomplete: true,
					Reason: fmt.Sprintf("may call a changed helper, but not read: over %d such files; its calls into the change are not judged", MaxImporterFiles)})
				texts[q] = nil // said once
				continue
			}
			read++
			in := Input{Path: q, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }, trees: xc.trees}
			// scanned in sub: where each of its calls runs (impact.Site), for
			// the severity at the change; nothing of it is reported.
			sub := &xcollect{scanned: map[string]bool{}, rules: map[string]map[string]*model.Rule{}, sups: map[string]func([]model.Finding) []supUse{}, sites: map[string]map[[2]int]impact.Site{}}
			_, fns, _ := ce.scanOneX(ctx, p, false, in, sub, true)
			complete := true
			for _, n := range fns {
				if n.Incomplete {
					complete = false
					notices = append(notices, Notice{Path: q, Kind: NoticePartial, Incomplete: true, Rules: n.Rules,
						Reason: "read for its calls into changed helpers only: " + n.Reason + "; those calls are not judged"})
				}
			}
			if complete && len(sub.files) == 1 {
				importers = append(importers, sub.files[0])
				summarised[q] = sub.files[0]
				isImporter[q] = true
				fresh = append(fresh, q)
				if st := sub.sites[q]; st != nil {
					callSites[q] = st
				}
			}
		}
		if len(fresh) == 0 {
			break
		}
		all = append(noGo(all[:0], xc.files), importers...)
		sort.Slice(all, func(i, j int) bool { return all[i].Path < all[j].Path })
		linked = summary.Link(all, opt)
		// The callers that the change made block are followed in turn.
		isFresh := map[string]bool{}
		for _, q := range fresh {
			isFresh[q] = true
		}
		frontier = blocking(all, opt, func(p string) bool { return isFresh[p] }, changed)
	}
	if linked == nil {
		return nil, notices
	}
	sites, _ := linked.Report(func(p string) bool { return isImporter[p] }, func(id string) bool { return id == "RC201" })
	return e.exposures(sites, xc, summarised, callSites, have), notices
}

// importerCandidates runs one search per project folder and language
// family for the files that may import one of helpers (their module's
// word), and returns those not scanned and not tests, sorted; a failed
// search gives an incomplete notice on its helpers.
func (e *Engine) importerCandidates(ctx context.Context, helpers []string, xc *xcollect) ([]string, []Notice) {
	var searches []*importerSearch
	byKey := map[string]*importerSearch{}
	for _, h := range helpers {
		fam, _ := familyOf(h)
		root := e.projectRoot(h)
		k := root + "\x00" + fam.name
		if byKey[k] == nil {
			byKey[k] = &importerSearch{root: root, fam: fam}
			searches = append(searches, byKey[k])
		}
		byKey[k].helper = append(byKey[k].helper, h)
	}
	var out []string
	var notices []Notice
	for _, s := range searches {
		var words []string
		for _, h := range s.helper {
			words = append(words, moduleWord(h))
		}
		globs := make([]string, len(s.fam.globs))
		for i, g := range s.fam.globs {
			globs[i] = "**/" + g
			if s.root != "" {
				globs[i] = s.root + "/**/" + g
			}
		}
		found, err := e.Repo.Grep(ctx, dedupe(words), globs)
		if err != nil {
			for _, h := range s.helper {
				notices = append(notices, Notice{Path: h, Kind: NoticePartial, Incomplete: true,
					Reason: "the files that call its blocking functions could not be looked for: " + err.Error() + "; async callers elsewhere are not judged"})
			}
			continue
		}
		for _, q := range found {
			if xc.scanned[q] || impact.IsTestPath(q) {
				continue
			}
			if _, ok := model.DetectLanguage(q); !ok {
				continue
			}
			out = append(out, q)
		}
	}
	sort.Strings(out)
	return dedupe(out), notices
}

// probeName is the base name of a probe file (blocking): no repository
// file is named so.
const probeName = "\x00probe"

// blocking returns, for each summarised file among files for which in is
// true (Python or JS/TS), the names of its top-level sync functions that
// another file can call (any in Python, the exported ones in JS/TS) and
// that block the thread, by a call of their own or through what they call
// (up to summary.MaxDepth calls), counting only the blocking whose chain
// passes through a file for which via is true: what an async caller in
// another file would block on (RC201). It asks the summaries as such a
// caller would: a probe file beside each one, an async function that
// imports and calls each candidate, linked with files, whose RC201 sites
// (summary.Program.Report) are the functions that block.
func blocking(files []*summary.File, opt summary.Options, in, via func(string) bool) map[string][]string {
	all := noGo(nil, files)
	probes := map[string]*summary.File{} // probe path -> the file it probes
	for _, f := range files {
		if !in(f.Path) || (f.Lang != model.LangPython && !f.Lang.IsJS()) {
			continue
		}
		dir, base := path.Split(f.Path)
		probe := &summary.File{Path: dir + probeName + path.Ext(base), Lang: f.Lang, Imports: map[string]summary.Import{},
			Funcs: []summary.Func{{Name: "probe", Async: true, Top: true}}}
		sync := map[string]bool{}
		for _, fn := range f.Funcs {
			if fn.Top && fn.Class == "" && !fn.Async {
				sync[fn.Name] = true
			}
		}
		var names []string
		if f.Lang == model.LangPython {
			for n := range sync {
				names = append(names, n)
			}
		} else {
			for exported, local := range f.Exports {
				if sync[local] && exported != "default" {
					names = append(names, exported)
				}
			}
		}
		sort.Strings(names)
		for i, n := range names {
			imp := summary.Import{Spec: "./" + base, Name: n}
			if f.Lang == model.LangPython {
				imp = summary.Import{Spec: strings.TrimSuffix(base, ".py"), Level: 1, Name: n}
				if imp.Spec == "__init__" {
					imp.Spec = ""
				}
			}
			probe.Imports[n] = imp
			probe.Calls = append(probe.Calls, summary.Call{Func: 0, Callee: n, Async: true,
				Hop: summary.Hop{Path: probe.Path, Line: i + 1, Col: 1, EndLine: i + 1, EndCol: 2, Name: n + "()"}})
		}
		if len(names) > 0 {
			probes[probe.Path] = f
			all = append(all, probe)
		}
	}
	out := map[string][]string{}
	if len(probes) == 0 {
		return out
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Path < all[j].Path })
	sites, _ := summary.Link(all, opt).Report(func(p string) bool { return probes[p] != nil }, func(id string) bool { return id == "RC201" })
	for _, s := range sites {
		passes := false
		for _, h := range s.Chain {
			passes = passes || via(h.Path)
		}
		if f := probes[s.Call.Path]; f != nil && passes {
			n := strings.TrimSuffix(s.Call.Name, "()")
			if !contains(out[f.Path], n) {
				out[f.Path] = append(out[f.Path], n)
			}
		}
	}
	return out
}

// noGo appends to dst the summaries of files that are not Go: the calls
// of Python and JS/TS code never resolve into Go files, so linking them
// for those changes nothing but the cost.
func noGo(dst, files []*summary.File) []*summary.File {
	for _, f := range files {
		if f.Lang != model.LangGo {
			dst = append(dst, f)
		}
	}
	return dst
}

func sortedKeys(m map[string][]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// exposure is the callers of one changed line that blocks.
type exposure struct {
	at      summary.Hop // the hop in the changed file
	sink    summary.Hop // the blocking call the chain ends in
	helpers []string    // the changed functions called, as the callers name them
	callers []summary.Site
	hops    [][]summary.Hop // per caller, the calls between it and at
	tail    []summary.Hop   // the chain from at to the sink
}

// exposures groups RC201 sites in the importers by the first hop of their
// chain in a changed file (one in the diff when e.Prefer tells), and makes
// one finding at each. Its severity is the highest of the impacts at the
// callers (impact.Site.Of, as for a chain finding at a call): low when
// every caller is a CLI or a script.
func (e *Engine) exposures(sites []summary.Site, xc *xcollect, byPath map[string]*summary.File, callSites map[string]map[[2]int]impact.Site, have map[string]bool) []model.Finding {
	groups := map[string]*exposure{}
	var keys []string
	for _, s := range sites {
		at := -1
		for i := range s.Chain {
			h := &s.Chain[i]
			if !xc.scanned[h.Path] || xc.rules[h.Path]["RC201"] == nil {
				continue
			}
			if at < 0 {
				at = i
			}
			if e.Prefer == nil || e.Prefer(&model.Finding{RuleID: "RC201", Path: h.Path, StartLine: h.Line, StartCol: h.Col, EndLine: h.EndLine, EndCol: h.EndCol}) {
				at = i
				break
			}
		}
		if at < 0 {
			continue
		}
		h := s.Chain[at]
		k := fmt.Sprintf("%s:%d:%d", h.Path, h.Line, h.Col)
		g := groups[k]
		if g == nil {
			g = &exposure{at: h, sink: s.Chain[len(s.Chain)-1], tail: s.Chain[at:]}
			groups[k] = g
			keys = append(keys, k)
		}
		// The changed function the chain enters: what the call before the
		// changed line calls.
		name := s.Call.Name
		if at > 0 {
			name = s.Chain[at-1].Name
		}
		if i := strings.LastIndex(strings.TrimSuffix(name, "()"), "."); i >= 0 {
			name = name[i+1:]
		}
		if !contains(g.helpers, name) {
			g.helpers = append(g.helpers, name)
		}
		g.callers = append(g.callers, s)
		g.hops = append(g.hops, s.Chain[:at])
	}
	sort.Strings(keys)
	lines := map[string][]string{}
	var out []model.Finding
	for _, k := range keys {
		g := groups[k]
		r := xc.rules[g.at.Path]["RC201"]
		if have[fmt.Sprintf("%s:%d:RC201", g.at.Path, g.at.Line)] {
			continue
		}
		order := make([]int, len(g.callers))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(i, j int) bool {
			a, b := g.callers[order[i]].Call, g.callers[order[j]].Call
			return a.Path < b.Path || a.Path == b.Path && (a.Line < b.Line || a.Line == b.Line && a.Col < b.Col)
		})
		sort.Strings(g.helpers)
		var named []string
		var related []finding.Related
		for n, i := range order {
			s := g.callers[i]
			caller := callerOf(byPath[s.Call.Path], s.Call)
			if n >= maxCallersNamed {
				continue
			}
			// through the callers' own helpers: "async main() at
			// src/stdio.ts:57 through initializeMcpServer()"
			through := ""
			if hs := g.hops[i]; len(hs) > 0 {
				names := []string{s.Call.Name}
				for _, h := range hs[:len(hs)-1] {
					names = append(names, h.Name)
				}
				through = " through " + strings.Join(names, " -> ")
			}
			named = append(named, fmt.Sprintf("%s at %s:%d%s", caller, s.Call.Path, s.Call.Line, through))
			related = append(related, finding.Related{Path: s.Call.Path, StartLine: s.Call.Line, StartCol: s.Call.Col, EndLine: s.Call.EndLine, EndCol: s.Call.EndCol,
				Message: caller + " calls " + s.Call.Name + " here"})
			prev := s.Call.Name
			for _, h := range g.hops[i] {
				related = append(related, finding.Related{Path: h.Path, StartLine: h.Line, StartCol: h.Col, EndLine: h.EndLine, EndCol: h.EndCol,
					Message: prev + " calls " + h.Name + " here"})
				prev = h.Name
			}
		}
		if n := len(g.callers) - len(named); n > 0 {
			named = append(named, fmt.Sprintf("%d more", n))
		}
		helper := strings.Join(g.helpers, ", ")
		// what the changed line runs: the blocking call itself, or the
		// calls that lead to it ("loadAgentSkillContent() -> fs.readFileSync()
		// (src/utils/agentSkill.ts:33)")
		what := g.sink.Name
		if len(g.tail) > 1 {
			var names []string
			for _, h := range g.tail {
				names = append(names, h.Name)
			}
			what = strings.Join(names, " -> ") + fmt.Sprintf(" (%s:%d)", g.sink.Path, g.sink.Line)
			for i, h := range g.tail[1:] {
				related = append(related, finding.Related{Path: h.Path, StartLine: h.Line, StartCol: h.Col, EndLine: h.EndLine, EndCol: h.EndCol,
					Message: g.tail[i].Name + " calls " + h.Name + " here"})
			}
		}
		lang, _ := model.DetectLanguage(g.at.Path)
		fix := "make " + helper + " async (the async form of " + g.sink.Name + ", with a timeout), or have its async callers run it off the event loop"
		if lang == model.LangPython {
			name := strings.TrimSuffix(g.helpers[0], "()")
			fix = "make " + name + " async, or have its async callers call it with await asyncio.to_thread(" + name + ", ...)"
		}
		// The severity where the callers run: the highest of theirs.
		var im model.Impact
		for i, s := range g.callers {
			c := callSites[s.Call.Path][[2]int{s.Call.Line, s.Call.Col}].Of(r.Severity, siteWait(s))
			if i == 0 || c.Severity > im.Severity {
				im = c
			}
		}
		if r.SeverityConfigured {
			im.Severity = r.Severity
		}
		msg := fmt.Sprintf("%s blocks the event loop of the async code that calls it from other files: it runs %s synchronously, and %s %s it (%s), so no other request or task runs until it returns; %s",
			helper, what, plural(len(g.callers), "an async caller", fmt.Sprintf("%d async callers", len(g.callers))), plural(len(g.callers), "calls", "call"), strings.Join(named, "; "), fix)
		if lines[g.at.Path] == nil && e.Repo.Read != nil {
			if b, err := e.Repo.Read(g.at.Path); err == nil {
				lines[g.at.Path] = strings.Split(string(b), "\n")
			}
		}
		text := ""
		if l := lines[g.at.Path]; g.at.Line >= 1 && g.at.Line <= len(l) {
			text = strings.TrimSuffix(l[g.at.Line-1], "\r")
		}
		have[fmt.Sprintf("%s:%d:RC201", g.at.Path, g.at.Line)] = true
		out = append(out, model.Finding{RuleID: r.ID, RuleName: r.Name, Severity: im.Severity, CWE: r.CWE, Checklist: r.Checklist,
			Path: g.at.Path, StartLine: g.at.Line, StartCol: g.at.Col, EndLine: g.at.EndLine, EndCol: g.at.EndCol,
			Message: impact.WithImpact(msg, im), Fix: fix, LineText: text, InDiff: true, Related: related})
	}
	return out
}

// callerOf names the function of file f that makes the call at hop c:
// "async pods()", or "async code" when it is not in a named function.
func callerOf(f *summary.File, c summary.Hop) string {
	if f != nil {
		for _, call := range f.Calls {
			if call.Line == c.Line && call.Col == c.Col && call.Func >= 0 && call.Func < len(f.Funcs) {
				if call.Nested {
					return "an async callback in " + f.Funcs[call.Func].Name + "()"
				}
				return "async " + f.Funcs[call.Func].Name + "()"
			}
		}
	}
	return "async code"
}

// projectRoot is the nearest folder above the file at p that holds one of
// projectFiles, "" for the repository root.
func (e *Engine) projectRoot(p string) string {
	for d := path.Dir(p); d != "." && d != "/" && d != ""; d = path.Dir(d) {
		for _, m := range projectFiles {
			if e.Repo.Has(d + "/" + m) {
				return d
			}
		}
	}
	return ""
}

// contextEngine is e with only the rules whose findings make the facts of
// a summary (RC101, RC102, RC104), for files read only to summarise them.
func (e *Engine) contextEngine() *Engine {
	ce := *e
	ce.Rules = []*model.Rule{}
	for _, r := range e.rules() {
		if r.ID == "RC101" || r.ID == "RC102" || r.ID == "RC104" { // RC104 records the timeouts set outside handlers
			ce.Rules = append(ce.Rules, r)
		}
	}
	ce.Progress = nil
	return &ce
}

// hasWord reports whether b contains w with no identifier byte on either
// side.
func hasWord(b []byte, w string) bool {
	if w == "" {
		return false
	}
	for off := 0; ; {
		k := bytes.Index(b[off:], []byte(w))
		if k < 0 {
			return false
		}
		at := off + k
		end := at + len(w)
		if (at == 0 || !identByte(b[at-1])) && (end == len(b) || !identByte(b[end])) {
			return true
		}
		off = at + 1
	}
}

func anyWord(b []byte, names []string) bool {
	for _, n := range names {
		if hasWord(b, n) {
			return true
		}
	}
	return false
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// callList is "kubectl()" or "a(), b()".
func callList(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n + "()"
	}
	return strings.Join(out, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func dedupe(ss []string) []string {
	sort.Strings(ss)
	out := ss[:0]
	for i, s := range ss {
		if i == 0 || s != ss[i-1] {
			out = append(out, s)
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
