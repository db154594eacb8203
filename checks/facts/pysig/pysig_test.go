package pysig

import (
	"slices"
	"testing"
)

func TestModelNames(t *testing.T) {
	for _, c := range []struct {
		ann  string
		want []string
	}{
		{"str", nil}, {"int | None", nil}, {"Optional[str]", nil}, {"list[dict[str, Any]]", nil},
		{"Context", nil}, {"Annotated[str, Field(description=\"x\")]", nil}, {"Literal[\"a\", \"b\"]", nil},
		{"Annotated[int, Field(description=\"Interview stage ID (type) of the job\")]", nil},
		{"CreateIssueInput", []string{"CreateIssueInput"}}, {"Annotated[NoteIn, Field(description=\"n\")]", []string{"NoteIn"}},
		{"Annotated[Metadata | None, Field(description=\"Any json\")]", []string{"Metadata"}},
	} {
		if got := ModelNames(c.ann); !slices.Equal(got, c.want) {
			t.Errorf("ModelNames(%q) = %v, want %v", c.ann, got, c.want)
		}
	}
}
