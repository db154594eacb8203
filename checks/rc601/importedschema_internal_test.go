package rc601

import (
	"strings"
	"testing"
)

// TestPyClassText: a class's text ends at the next top-level line, takes in
// the bases its file defines, and is unknown when a base is neither defined
// there nor a plain model base, or the class is absent.
func TestPyClassText(t *testing.T) {
	src := `from pydantic import BaseModel


class Keyed(BaseModel):
    request_id: str


class CreateRefund(Keyed):
    amount: int
    # a comment at the body's indentation

    note: str = ""


def helper():
    idempotency_key = 1


class Outside(Remote):
    amount: int


class Generic(RootModel[list[int]]):
    pass
`
	got, ok := pyClassText(src, "CreateRefund", 0)
	if !ok || !strings.Contains(got, "note: str") || !strings.Contains(got, "request_id") || strings.Contains(got, "idempotency_key") {
		t.Errorf("CreateRefund: %v %q", ok, got)
	}
	for _, name := range []string{"Outside", "Generic", "Missing"} {
		if _, ok := pyClassText(src, name, 0); ok {
			t.Errorf("%s: known, want unknown", name)
		}
	}
}
