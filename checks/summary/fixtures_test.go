package summary_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/finding"
)

// fixtureRules are the rules whose findings the folder fixtures mark: the
// ones that use summaries, and RC002 (a comment that silences a finding at
// a call must count as used); other rules' findings are not compared.
var fixtureRules = map[string]bool{"RC002": true, "RC101": true, "RC102": true, "RC104": true, "RC201": true, "RC402": true, "RC601": true}

// fixtureRule reports whether the folder fixture in dir marks rule: the
// fixture rules, and RC103 in the go-db-* folders (its chain findings; the
// other folders' databases have in-file RC103 findings nobody marked).
func fixtureRule(dir, rule string) bool {
	return fixtureRules[rule] || rule == "RC103" && strings.HasPrefix(filepath.Base(dir), "go-db-")
}

// folder is a fixture: a small repository, each file with want comments.
type folder struct {
	dir   string
	files map[string][]byte // repository path -> contents
}

func loadFolder(t *testing.T, dir string) *folder {
	t.Helper()
	fo := &folder{dir: dir, files: map[string][]byte{}}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		src, err := os.ReadFile(p)
		fo.files[filepath.ToSlash(rel)] = src
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return fo
}

func (fo *folder) source() *checks.Source {
	s := &checks.Source{
		Has: func(p string) bool { _, ok := fo.files[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if b, ok := fo.files[p]; ok {
				return b, nil
			}
			return nil, os.ErrNotExist
		},
	}
	s.List = func(dir string) []string {
		var out []string
		for p := range fo.files {
			if d := filepath.ToSlash(filepath.Dir(p)); d == dir || (d == "." && dir == "") {
				out = append(out, filepath.Base(p))
			}
		}
		sort.Strings(out)
		return out
	}
	if gm, ok := fo.files["go.mod"]; ok {
		s.GoModule = resolve.ModulePath(gm)
	}
	return s
}

func (fo *folder) input(p string) checks.Input {
	src := fo.files[p]
	return checks.Input{Path: p, Size: int64(len(src)), Read: func() ([]byte, error) { return src, nil }}
}

// sources lists the fixture's source files, sorted.
func (fo *folder) sources() []string {
	var out []string
	for p := range fo.files {
		if _, ok := model.DetectLanguage(p); ok {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// want returns "path:line:RULE" -> count for the fixture rules, for paths.
func (fo *folder) want(paths ...string) map[string]int {
	w := map[string]int{}
	for _, p := range paths {
		for k, n := range checkstest.Want(fo.files[p]) {
			line, rule, _ := strings.Cut(k, ":")
			if fixtureRule(fo.dir, rule) {
				w[p+":"+line+":"+rule] += n
			}
		}
	}
	return w
}

// wantWhole is want for a scan of the whole folder: a rule followed by
// "diff-only" in a marker ("want: RC101 diff-only") is a caller's finding
// covered by the helper's own finding (finding.Finding.Covers), reported only
// when the helper's file is not scanned with it, as in the diff-mode runs;
// or one a file the diff-mode runs do not search silences (their Source has
// no Grep: axinst.GuardedElsewhere).
func (fo *folder) wantWhole(paths ...string) map[string]int {
	w := fo.want(paths...)
	for _, p := range paths {
		for i, line := range strings.Split(string(fo.files[p]), "\n") {
			for _, m := range diffOnlyRE.FindAllStringSubmatch(line, -1) {
				delete(w, fmt.Sprintf("%s:%d:%s", p, i+1, m[1]))
			}
			for _, m := range groupedRE.FindAllStringSubmatch(line, -1) {
				delete(w, fmt.Sprintf("%s:%d:%s", p, i+1, m[1]))
			}
		}
	}
	return w
}

// diffOnlyRE finds "RC101 diff-only" in a want marker.
var diffOnlyRE = regexp.MustCompile(`(RC\d{3})\s+diff-only\b`)

// groupedRE finds "(RC201 grouped)" in a want marker: a caller's RC201
// finding that a whole scan reports inside another caller's, the one
// finding for every async call of the same helper that reaches the same
// blocking call (checks.blockGroups); diff mode reports it.
var groupedRE = regexp.MustCompile(`(RC\d{3})\s+grouped\b`)

// wholeOnlyRE finds "RC101 whole-only" in a want marker: a finding that
// needs every caller of a helper (a closed world), so only a scan of the
// whole folder reports it.
var wholeOnlyRE = regexp.MustCompile(`(RC\d{3})\s+whole-only\b`)

// wantDiff is want for a diff-mode scan of one file: a rule followed by
// "whole-only" is not expected.
func (fo *folder) wantDiff(p string) map[string]int {
	w := fo.want(p)
	for i, line := range strings.Split(string(fo.files[p]), "\n") {
		for _, m := range wholeOnlyRE.FindAllStringSubmatch(line, -1) {
			delete(w, fmt.Sprintf("%s:%d:%s", p, i+1, m[1]))
		}
	}
	return w
}

func got(fo *folder, res *checks.Result) map[string]int {
	g := map[string]int{}
	for _, f := range res.Findings {
		if fixtureRule(fo.dir, f.RuleID) && f.Suppression == nil {
			g[fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID)]++
		}
	}
	return g
}

func compare(t *testing.T, want, got map[string]int, res *checks.Result) {
	t.Helper()
	var problems []string
	for k, n := range want {
		if got[k] != n {
			problems = append(problems, fmt.Sprintf("missing %s (want %d, got %d)", k, n, got[k]))
		}
	}
	for k, n := range got {
		if want[k] == 0 {
			msg := ""
			for _, f := range res.Findings {
				if fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID) == k {
					msg = f.Message
				}
			}
			problems = append(problems, fmt.Sprintf("unexpected %s (%d): %s", k, n, msg))
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

// TestFolderFixtures runs every folder under testdata twice: whole (every
// file an input, as a repository scan) and in diff mode (each file alone
// as the change, the others read from the repository only for their
// summaries). Both must report exactly the want comments of the files
// scanned.
func TestFolderFixtures(t *testing.T) {
	dirs, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		fo := loadFolder(t, filepath.Join("testdata", d.Name()))
		t.Run(d.Name()+"/whole", func(t *testing.T) {
			var in []checks.Input
			for _, p := range fo.sources() {
				in = append(in, fo.input(p))
			}
			// as internal/scan sets a whole-repository scan: its files are
			// the summaries' world (only configuration files are read)
			src := fo.source()
			eng := &checks.Engine{Workers: 2, Repo: &checks.Source{GoModule: src.GoModule, Config: src.Read}}
			res, err := eng.Scan(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			res.Findings = finding.DropCovered(res.Findings) // as internal/scan does
			compare(t, fo.wantWhole(fo.sources()...), got(fo, res), res)
			fo.checkSeverities(t, res)
		})
		t.Run(d.Name()+"/diff", func(t *testing.T) {
			for _, p := range fo.sources() {
				eng := &checks.Engine{Workers: 1, Repo: fo.source()}
				res, err := eng.Scan(context.Background(), []checks.Input{fo.input(p)})
				if err != nil {
					t.Fatal(err)
				}
				compare(t, fo.wantDiff(p), got(fo, res), res)
			}
		})
	}
}

// TestUnknownOriginYieldsToSummaries: a route's 500 body holding the raw
// message of an error of unknown origin is low (package errresp), unless the
// summaries know the origin: then the medium finding of the summaries takes
// its place (one finding, at the same line).
func TestUnknownOriginYieldsToSummaries(t *testing.T) {
	fo := loadFolder(t, filepath.Join("testdata", "ts-route-origin"))
	for _, whole := range []bool{true, false} {
		in := []checks.Input{fo.input("src/server.ts")}
		if whole {
			in = append(in, fo.input("src/api.ts"))
		}
		eng := &checks.Engine{Workers: 1, Repo: fo.source()}
		res, err := eng.Scan(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		sev := map[int]string{}
		for _, f := range res.Findings {
			if f.RuleID == "RC402" {
				sev[f.StartLine] += f.Severity.String()
			}
		}
		if sev[13] != "medium" || sev[22] != "low" {
			t.Errorf("whole=%v: severities %v, want 13 medium (pg in api.ts) and 22 low", whole, sev)
		}
	}
}

// wantSevRE finds a whole scan's expected severity in a want marker, in
// parentheses after the rule and its mode: "want: RC101 whole-only (low)".
var wantSevRE = regexp.MustCompile(`want:\s*(RC\d{3})\b[^(\n]*\((low|medium|high)\)`)

// checkSeverities fails t for a finding of a whole scan whose severity is
// not the one its line's want marker names in parentheses.
func (fo *folder) checkSeverities(t *testing.T, res *checks.Result) {
	t.Helper()
	want := map[string]string{}
	for p, src := range fo.files {
		for i, line := range strings.Split(string(src), "\n") {
			if m := wantSevRE.FindStringSubmatch(line); m != nil {
				want[fmt.Sprintf("%s:%d:%s", p, i+1, m[1])] = m[2]
			}
		}
	}
	for _, f := range res.Findings {
		k := fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID)
		if w, ok := want[k]; ok && f.Severity.String() != w {
			t.Errorf("%s: severity %s, want %s", k, f.Severity, w)
		}
	}
}
