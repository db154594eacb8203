package libmodels

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite rows.json from data/*.yml")

// TestRowsJSON checks that rows.json, which Builtin decodes, holds exactly
// the rows of data/*.yml; -update rewrites it.
func TestRowsJSON(t *testing.T) {
	files, err := readYAML(dataFS, "data")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", " ")
	if err := enc.Encode(files); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("rows.json", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(buf.Bytes(), rowsJSON) {
		t.Fatal("rows.json is stale: run go test ./libmodels -run TestRowsJSON -update")
	}
}

// TestLibrariesDoc checks that docs/libraries.md is the rendering of the
// built-in rows (Markdown); -update rewrites it.
func TestLibrariesDoc(t *testing.T) {
	s, err := loadFS(dataFS, "data")
	if err != nil {
		t.Fatal(err)
	}
	const path = "../docs/libraries.md"
	got := Markdown(s)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != got {
		t.Fatal("docs/libraries.md is stale: run go test ./libmodels -run TestLibrariesDoc -update")
	}
}
