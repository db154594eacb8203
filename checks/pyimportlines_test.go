package checks

import (
	"reflect"
	"testing"
)

// TestPyImportLines: pyImportLines gives pyImportLine.FindAllSubmatch's
// matches, groups included, on import lines of every shape the expression
// reads and on lines it must not match.
func TestPyImportLines(t *testing.T) {
	src := "import os\n  from .a.b import (c, d as e)\nfrom x import  (\nimport  (\n\timport a.b, c as d\r\n" +
		"x = 1; import z\nfrom a-b import c\nfromage import x\nimportlib.import_module('m')\nfrom m import*\n" +
		"# import q\n\"\"\"\nfrom doc import s\n\"\"\"\nfrom\tp\timport\tq,r\nimport"
	want := pyImportLine.FindAllSubmatch([]byte(src), -1)
	got := pyImportLines([]byte(src))
	if len(want) < 6 {
		t.Fatalf("the expression matched only %d lines: the test reads too little", len(want))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("pyImportLines = %q\nwant %q", got, want)
	}
}
