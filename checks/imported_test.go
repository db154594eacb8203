package checks

import (
	"context"
	"strings"
	"testing"
)

// A Python module with a demo `__main__` guard is a library when code that
// serves imports it: its subprocess.run without timeout is reported (RC102),
// as it is not when nothing of the scan imports it (issue 18, batch 4:
// whatsapp-mcp's audio.py). A test that imports it does not count.
func TestImportedModuleIsNoScript(t *testing.T) {
	audio := []byte(`import subprocess

def convert(path):
    return subprocess.run(["ffmpeg", "-i", path, "out.ogg"], check=True)

if __name__ == "__main__":
    import sys
    convert(sys.argv[1])
`)
	server := []byte(`from mcp.server.fastmcp import FastMCP
import audio

mcp = FastMCP("x")

@mcp.tool()
def send_audio(path: str) -> str:
    audio.convert(path)
    return "ok"

if __name__ == "__main__":
    mcp.run()
`)
	test := []byte("from audio import convert\n\ndef test_convert():\n    convert('a.wav')\n")
	count := func(inputs ...Input) int {
		res, err := (&Engine{Workers: 1}).Scan(context.Background(), inputs)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, f := range res.Findings {
			if f.RuleID == "RC102" && strings.HasSuffix(f.Path, "audio.py") {
				n++
			}
		}
		return n
	}
	if got := count(memInput("audio.py", audio), memInput("main.py", server)); got != 1 {
		t.Errorf("audio.py imported by a server: %d RC102 findings, want 1", got)
	}
	if got := count(memInput("audio.py", audio)); got != 0 {
		t.Errorf("audio.py alone (a script): %d RC102 findings, want 0", got)
	}
	if got := count(memInput("audio.py", audio), memInput("tests/test_audio.py", test)); got != 0 {
		t.Errorf("audio.py imported only by a test: %d RC102 findings, want 0", got)
	}
	// a launcher package (podman-mcp-server's python/): __init__.py re-exports main for a console script
	initPy := []byte("from .audio import convert\n\n__all__ = ['convert']\n")
	if got := count(memInput("pkg/audio.py", audio), memInput("pkg/__init__.py", initPy)); got != 0 {
		t.Errorf("audio.py imported only by its package's __init__.py: %d RC102 findings, want 0", got)
	}
}
