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

// TestPyScalarAlias: a module-level alias of a scalar or a Literal is a
// value; a model class, an alias of a model and an indented binding are not.
func TestPyScalarAlias(t *testing.T) {
	src := "Mode = Literal[\"a\", \"b\"]\nName: TypeAlias = Annotated[str, Field(max_length=9)]\ntype Count = int\n" +
		"UserId = NewType(\"UserId\", str)\nOrder = CreateOrder\nclass Model(BaseModel):\n    Inner = Literal[\"x\"]\n"
	for name, want := range map[string]bool{"Mode": true, "Name": true, "Count": true, "UserId": true, "Order": false, "Model": false, "Inner": false} {
		if got := pyScalarAlias(src, name); got != want {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	for name, want := range map[string]bool{"REGION_NAME_FIELD": true, "UUID": false, "CreateOrder": false} {
		if got := pyConstName(name); got != want {
			t.Errorf("pyConstName(%s): %v, want %v", name, got, want)
		}
	}
}
