package diff

import (
	"fmt"
	"strings"
	"testing"
)

// githubDocsPatch is the "patch" of the example response of GitHub's "List
// pull requests files" (https://docs.github.com/en/rest/pulls/pulls#list-pull-requests-files). It is
// not a valid patch: two hunk headers on one line, each announcing 7 lines
// that never follow.
const githubDocsPatch = "@@ -132,7 +132,7 @@ module Test @@ -1000,7 +1000,7 @@ module Test"

// apiPatch has the shape of a real "patch" field: hunks only, no trailing
// newline, a section heading after the header, "\ No newline" markers.
const apiPatch = `@@ -1,4 +1,5 @@
 import requests
-r = requests.get(url)
+r = requests.get(url, timeout=5)
+x = 1
 y = 2
 z = 3
@@ -20,2 +21,2 @@ def f():
     a = 1
-    return b
\ No newline at end of file
+    return B
\ No newline at end of file`

func TestParsePatch(t *testing.T) {
	for _, tc := range []struct {
		name, patch  string
		added, hunks []LineRange
		whole        bool
		err          string // substring of the error; "" for none
	}{
		{name: "github docs example", patch: githubDocsPatch, whole: true, err: "no content following fragment header"},
		{name: "api shape", patch: apiPatch, added: []LineRange{{2, 3}, {22, 22}}, hunks: []LineRange{{1, 5}, {21, 22}}},
		{name: "new file", patch: "@@ -0,0 +1,3 @@\n+a\n+b\n+c", added: []LineRange{{1, 3}}, hunks: []LineRange{{1, 3}}},
		{name: "deleted lines only, no context", patch: "@@ -3,2 +2,0 @@\n-a\n-b\n"},
		{name: "deletion with context", patch: "@@ -1,3 +1,2 @@\n a\n-b\n c\n", hunks: []LineRange{{1, 2}}},
		{name: "touching added lines merge", patch: "@@ -1,2 +1,2 @@\n-a\n+A\n-b\n+B", added: []LineRange{{1, 2}}, hunks: []LineRange{{1, 2}}},
		{name: "crlf", patch: "@@ -1 +1 @@\r\n-a\r\n+b\r\n", added: []LineRange{{1, 1}}, hunks: []LineRange{{1, 1}}},
		{name: "empty", patch: "", whole: true},
		{name: "blank", patch: " \n", whole: true},
		{name: "no hunk header", patch: "hello\n+a", whole: true, err: "does not start with a hunk header"},
		{name: "file headers", patch: "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b", whole: true, err: "does not start with a hunk header"},
		{name: "miscounted", patch: "@@ -1,3 +1,3 @@\n-a\n+b", whole: true, err: "miscounts lines"},
		{name: "context only", patch: "@@ -1 +1 @@\n a", whole: true, err: "no changes"},
		{name: "hunks out of order", patch: "@@ -10 +10 @@\n-a\n+b\n@@ -1 +1 @@\n-c\n+d", whole: true, err: "out of order"},
		{name: "overlapping hunks", patch: "@@ -1,2 +1,2 @@\n-a\n+b\n c\n@@ -2 +2 @@\n-c\n+d", whole: true, err: "out of order"},
		{name: "line zero", patch: "@@ -0,0 +0,1 @@\n+a", whole: true, err: "out of range"},
		{name: "negative start", patch: "@@ -1 +-1 @@\n-a\n+b", whole: true, err: "out of range"},
		{name: "second file", patch: "@@ -1 +1 @@\n-a\n+b\n--- a/y\n+++ b/y\n@@ -1 +1 @@\n-a\n+b", whole: true, err: "holds 2 files"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParsePatch("src/app.py", tc.patch)
			if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
				t.Fatalf("error = %v, want %q", err, tc.err)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "parse patch for src/app.py: ") {
				t.Errorf("error %q does not name the file", err)
			}
			want := FileChange{Path: "src/app.py", OldPath: "src/app.py", Added: tc.added, Hunks: tc.hunks, WholeFile: tc.whole}
			if fmt.Sprintf("%+v", c) != fmt.Sprintf("%+v", want) {
				t.Errorf("got  %+v\nwant %+v", c, want)
			}
		})
	}
}

func TestFileChangeLines(t *testing.T) {
	c := FileChange{Added: []LineRange{{3, 3}, {21, 22}}, Hunks: []LineRange{{1, 6}, {18, 25}}}
	for n, want := range map[int][2]bool{0: {}, 1: {false, true}, 3: {true, true}, 7: {}, 20: {false, true}, 21: {true, true}, 22: {true, true}, 25: {false, true}, 26: {}} {
		if got := [2]bool{c.AddedLine(n), c.InContext(n)}; got != want {
			t.Errorf("line %d: AddedLine, InContext = %v, want %v", n, got, want)
		}
	}
	whole := FileChange{WholeFile: true}
	if !whole.AddedLine(1000) || !whole.InContext(1) {
		t.Error("a WholeFile change must count every line")
	}
	if !(LineRange{2, 4}).Contains(4) || (LineRange{2, 4}).Contains(5) {
		t.Error("LineRange.Contains is not inclusive of End only")
	}
}

func TestParseUnified(t *testing.T) {
	in := `diff --git a/a.py b/b.py
similarity index 90%
copy from a.py
copy to b.py
index 1111111..2222222 100644
--- a/a.py
+++ b/b.py
@@ -1,2 +1,2 @@
 x
-y
+Y
diff --git a/empty.py b/empty.py
new file mode 100644
index 0000000..e69de29
diff --git a/run.sh b/run.sh
old mode 100644
new mode 100755
diff --git "a/caf\303\251.py" "b/caf\303\251.py"
deleted file mode 100644
index 3333333..0000000
--- "a/caf\303\251.py"
+++ /dev/null
@@ -1 +0,0 @@
-z
diff --git a/img.png b/img.png
index 4444444..5555555 100644
GIT binary patch
literal 0
HcmV?d00001

literal 3
KcmZQzWC8#H2LJ>B

`
	got, err := ParseUnified(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	equalChanges(t, got, []FileChange{
		{Path: "b.py", OldPath: "a.py", Status: Copied, Added: []LineRange{{2, 2}}, Hunks: []LineRange{{1, 2}}},
		{Path: "empty.py", Status: Created},
		{Path: "run.sh", OldPath: "run.sh"},
		{Path: "café.py", OldPath: "café.py", Status: Deleted},
		{Path: "img.png", OldPath: "img.png", Binary: true},
	})
	if got, err := ParseUnified(strings.NewReader("")); err != nil || len(got) != 0 {
		t.Errorf("empty diff: %v, %v", got, err)
	}
	_, err = ParseUnified(strings.NewReader("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\n+b\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "parse diff: ") {
		t.Errorf("corrupt diff error = %v", err)
	}
	if s := fmt.Sprint(Created, Modified, Deleted, Renamed, Copied); s != "added modified deleted renamed copied" {
		t.Errorf("Status strings = %q", s)
	}
}

func FuzzParsePatch(f *testing.F) {
	for _, s := range []string{
		githubDocsPatch, apiPatch, "",
		"@@ -0,0 +1,3 @@\n+a\n+b\n+c",
		"@@ -3,2 +2,0 @@\n-a\n-b\n",
		"@@ -1,3 +1,2 @@\n a\n-b\n c\n@@ -9 +8,2 @@ f\n-x\n+y\n+z\n",
		"@@ -1 +1 @@\r\n-a\r\n\\ No newline at end of file\r\n+b\r\n",
		"@@ -10 +10 @@\n-a\n+b\n@@ -1 +1 @@\n-c\n+d",
		"@@ -1,2 +2147483646,2 @@\n-a\n+b\n c\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, patch string) {
		c, err := ParsePatch("f.py", patch)
		if c.Path != "f.py" {
			t.Fatalf("path %q", c.Path)
		}
		if err != nil || c.WholeFile {
			if !c.WholeFile || len(c.Added)+len(c.Hunks) != 0 {
				t.Fatalf("error %v or WholeFile with ranges %+v", err, c)
			}
			return
		}
		for _, rs := range [][]LineRange{c.Added, c.Hunks} {
			for i, r := range rs {
				if r.Start < 1 || r.Start > r.End || i > 0 && r.Start <= rs[i-1].End+1 {
					t.Fatalf("ranges not sorted, disjoint and merged: %+v", rs)
				}
			}
		}
		for _, a := range c.Added {
			if !anyIn(c.Hunks, a.Start, a.Start) || !c.InContext(a.End) ||
				!c.AddedLine(a.Start) || !c.AddedLine(a.End) || c.AddedLine(a.End+1) {
				t.Fatalf("added %+v outside the hunks %+v", a, c.Hunks)
			}
			for _, h := range c.Hunks {
				if h.Contains(a.Start) && !h.Contains(a.End) {
					t.Fatalf("added %+v spans hunks %+v", a, c.Hunks)
				}
			}
		}
	})
}
