package coverage_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/coverage"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/libmodels"
)

// wantRE reads a fixture's expectations: "unmodelled: PKG CALLS".
var wantRE = regexp.MustCompile(`unmodelled: (\S+) (\d+)`)

// fixture scans one fixture file of the repository rooted at testdata/dir
// and returns what Of gives and what the file's comments want.
func fixture(t *testing.T, dir, file string, lang model.Language, world *thirdparty.World) (got, want []finding.PackageUse) {
	t.Helper()
	root := filepath.Join("testdata", dir)
	src, err := os.ReadFile(filepath.Join(root, file))
	if err != nil {
		t.Fatal(err)
	}
	if world == nil {
		files := map[string]bool{}
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(root, p)
				files[filepath.ToSlash(rel)] = true
			}
			return nil
		})
		world = &thirdparty.World{GoModule: "github.com/acme/own", Has: func(p string) bool { return files[p] }}
	}
	f := modeltest.Parse(t, file, lang, src)
	thirdparty.Set(f, world)
	for _, m := range wantRE.FindAllStringSubmatch(string(src), -1) {
		n, _ := strconv.Atoi(m[2])
		want = append(want, finding.PackageUse{Package: m[1], Calls: n})
	}
	sort.Slice(want, func(i, j int) bool { return want[i].Package < want[j].Package })
	return coverage.Of(f, nil), want
}

func same(a, b []finding.PackageUse) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestFixtures: an unmodelled import is named with its call sites; a
// modelled one, a standard-library one, a no-I/O one, a relative one and the
// repository's own package named like a PyPI package are not.
func TestFixtures(t *testing.T) {
	for _, c := range []struct {
		dir, file string
		lang      model.Language
	}{
		{"py", "app/server.py", model.LangPython},
		{"js", "src/index.ts", model.LangTypeScript},
		{"go", "pkg/server.go", model.LangGo},
	} {
		got, want := fixture(t, c.dir, c.file, c.lang, nil)
		if len(want) == 0 {
			t.Fatalf("%s: fixture wants nothing", c.file)
		}
		if !same(got, want) {
			t.Errorf("%s: Of = %v, want %v", c.file, got, want)
		}
	}
}

// TestOwnPackageTwin: without the repository's src/mailchimp the same
// import is a third-party package without a model.
func TestOwnPackageTwin(t *testing.T) {
	world := &thirdparty.World{Has: func(p string) bool { return p == "app/server.py" || p == "app/helpers.py" }}
	got, _ := fixture(t, "py", "app/server.py", model.LangPython, world)
	found := false
	for _, u := range got {
		found = found || u.Package == "mailchimp" && u.Calls == 1
	}
	if !found {
		t.Errorf("Of = %v, want mailchimp with 1 call when the repository has no such package", got)
	}
}

// TestViewsSkipped: a TSX view's packages are UI libraries.
func TestViewsSkipped(t *testing.T) {
	f := modeltest.Parse(t, "src/App.tsx", model.LangTSX, []byte("import { motion } from 'framer-motion';\nexport const A = () => motion.div();\n"))
	thirdparty.Set(f, &thirdparty.World{Has: func(string) bool { return false }})
	if got := coverage.Of(f, nil); got != nil {
		t.Errorf("Of(App.tsx) = %v, want nil", got)
	}
}

// TestModelled: a package whose module or parent has a row is modelled.
func TestModelled(t *testing.T) {
	s := libmodels.Builtin()
	for _, c := range []struct {
		lang libmodels.Lang
		pkg  string
		want bool
	}{
		{libmodels.Python, "requests", true},
		{libmodels.Python, "mysql", true}, // mysql.connector has rows
		{libmodels.Python, "slack_bolt", false},
		{libmodels.JavaScript, "@aws-sdk/client-iam", true}, // the @aws-sdk scope row
		{libmodels.JavaScript, "nats", true},                // sdks-libjs31.yml: nats.connect
		{libmodels.JavaScript, "acme-queue", false},
		{libmodels.Go, "github.com/Azure/azure-sdk-for-go/sdk/storage/azblob", true},
		{libmodels.Go, "github.com/nats-io/nats.go", false},
	} {
		if got := coverage.Modelled(s, c.lang, c.pkg); got != c.want {
			t.Errorf("Modelled(%s, %s) = %v, want %v", c.lang, c.pkg, got, c.want)
		}
	}
}

// TestNoIORows: every row of data/noio.tsv has a language, a package, a
// kind and an https source URL, and no package is listed twice.
func TestNoIORows(t *testing.T) {
	seen := map[string]bool{}
	rows := coverage.NoIO()
	if len(rows) < 20 {
		t.Fatalf("noio.tsv has %d rows", len(rows))
	}
	for _, r := range rows {
		if r[0] != "python" && r[0] != "javascript" && r[0] != "go" {
			t.Errorf("%v: language %q", r, r[0])
		}
		if r[2] != "noio" && r[2] != "inbound" && r[2] != "dev" {
			t.Errorf("%v: kind %q", r, r[2])
		}
		if !strings.HasPrefix(r[3], "https://") {
			t.Errorf("%v: source %q is not an https URL", r, r[3])
		}
		if seen[r[0]+" "+r[1]] {
			t.Errorf("%v: listed twice", r)
		}
		seen[r[0]+" "+r[1]] = true
	}
}
