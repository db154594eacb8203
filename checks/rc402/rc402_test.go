package rc402_test

import (
	"context"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/rc402"
)

// TestFixtures runs RC402 over testdata/, whose want comments name the lines
// it must report.
func TestFixtures(t *testing.T) { checkstest.Run(t, rc402.Rule, "testdata") }

// TestMessageNamesWhatLeaks: the message says what an error of each origin
// can carry, so a reviewer can judge the finding by its dependency.
func TestMessageNamesWhatLeaks(t *testing.T) {
	src := []byte(`import psycopg
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m")
db = psycopg.connect("postgresql://app@db/app")


@mcp.tool()
def count(table: str) -> str:
    try:
        return str(db.execute("select count(*) from items").fetchone())
    except Exception as e:
        return str(e)


@mcp.tool()
def weather(city: str) -> str:
    try:
        return requests.get("https://weather.example/" + city, timeout=5).text
    except Exception as e:
        return str(e)
`)
	eng := &checks.Engine{Rules: []*model.Rule{rc402.Rule}, Workers: 1}
	res, err := eng.Scan(context.Background(), []checks.Input{{Path: "tools.py", Size: int64(len(src)),
		Read: func() ([]byte, error) { return src, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{14: "SQL, table names and database addresses", 22: "upstream URLs, hosts and response text"}
	for _, f := range res.Findings {
		if w, ok := want[f.StartLine]; !ok || !strings.Contains(f.Message, w) {
			t.Errorf("line %d: %q, want it to name %q", f.StartLine, f.Message, w)
		}
		delete(want, f.StartLine)
	}
	for line := range want {
		t.Errorf("line %d: no finding", line)
	}
}

// TestMixedOriginsMessage checks the origin words of testdata/mixed_origins.ts
// (issue 21): a block that mixes a file write, a CLI and a query names all
// three; a block with one file read says "a filesystem error".
func TestMixedOriginsMessage(t *testing.T) {
	msgs := checkstest.Messages(t, rc402.Rule, "testdata/mixed_origins.ts")
	want := map[int]string{
		20: "(a filesystem, database driver or subprocess error)",
		28: "(a filesystem error)",
	}
	for line, w := range want {
		if !strings.Contains(msgs[line], w) {
			t.Errorf("line %d: message %q does not say %q", line, msgs[line], w)
		}
	}
}
