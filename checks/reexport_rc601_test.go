package checks

import (
	"context"
	"strings"
	"testing"
)

// A tool whose parameter is a model a package's __init__.py re-exports
// from a submodule (`from app.models import CreateNote`, the class in
// app/models/notes.py: polarion's WorkItemCreateSpec, issue 18 batch 22)
// has known fields: RC601 reports its POST when no field is a key, and
// stays silent when the re-exported model declares one. Before, the
// fields were unknown and the tool was never judged.
func TestRC601ReExportedModel(t *testing.T) {
	server := []byte(`import requests
from mcp.server.fastmcp import FastMCP
from app.models import CreateNote, CreateKeyedNote

mcp = FastMCP("notes")

@mcp.tool()
def create_note(note: CreateNote) -> dict:
    return requests.post("https://api.example.com/notes", json=note.model_dump(), timeout=10).json()

@mcp.tool()
def create_keyed_note(note: CreateKeyedNote) -> dict:
    return requests.post("https://api.example.com/notes", json=note.model_dump(), timeout=10).json()
`)
	initPy := []byte("from .notes import CreateNote\nfrom app.models.keyed import (\n    Keyed as CreateKeyedNote,  # the keyed form\n)\n\n__all__ = [\"CreateNote\", \"CreateKeyedNote\"]\n")
	notes := []byte("from pydantic import BaseModel\n\n\nclass CreateNote(BaseModel):\n    title: str\n    body: str\n")
	keyed := []byte("from abc import ABC\nfrom pydantic import BaseModel\n\n\nclass Base(ABC):\n    idempotency_key: str\n\n\nclass Keyed(Base):\n    title: str\n")
	res, err := (&Engine{Workers: 1}).Scan(context.Background(), []Input{memInput("app/server.py", server),
		memInput("app/models/__init__.py", initPy), memInput("app/models/notes.py", notes), memInput("app/models/keyed.py", keyed)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got = append(got, f.Message)
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "create_note ") {
		t.Errorf("RC601 findings %q, want one on create_note", got)
	}
}
