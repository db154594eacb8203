package pysig

import "testing"

func TestModelTyped(t *testing.T) {
	for _, c := range []struct {
		ann  string
		want bool
	}{
		{"str", false}, {"int | None", false}, {"Optional[str]", false}, {"list[dict[str, Any]]", false},
		{"Context", false}, {"Annotated[str, Field(description=\"x\")]", false}, {"Literal[\"a\", \"b\"]", false},
		{"CreateIssueInput", true}, {"Annotated[NoteIn, Field(description=\"n\")]", true}, {"Optional[models.Task]", true},
		{"Annotated[int, Field(description=\"Interview stage ID (type) of the job\")]", false},
	} {
		if got := ModelTyped(c.ann); got != c.want {
			t.Errorf("ModelTyped(%q) = %v, want %v", c.ann, got, c.want)
		}
	}
}
