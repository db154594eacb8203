package freshkey

import (
	"strings"
	"testing"
)

func isKey(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "idempotency") || strings.Contains(l, "clienttoken") || strings.Contains(l, "client_token")
}

// Blank blanks a key made up per call and keeps one the caller can give.
func TestBlank(t *testing.T) {
	for _, c := range []struct {
		text  string
		blank bool
	}{
		{"idempotencyKey := fmt.Sprintf(\"mcp-%d\", time.Now().UnixNano())\nreq := Req{\n\tIdempotencyKey: idempotencyKey,\n}", true},
		{"key = str(uuid.uuid4())\nr = post(url, headers={\"Idempotency-Key\": key})", true},
		{"r.Header.Set(\"Idempotency-Key\", idempotency_key)", false},
		{"client.create(\n    clientToken=str(uuid.uuid4()),\n)", true},
		{"key := req.GetString(\"idempotency_key\", \"\")\nreq := Req{IdempotencyKey: key}", false},
		{"client.create(\n    clientToken=client_token or str(uuid.uuid4()),\n)", false},
		{"client.create(\n    clientToken=str(uuid.uuid5(ns, name)),\n)", false},
		{"def f(idempotency_key: str):\n    post(idempotency_key=str(uuid.uuid4()))", false},
		{"post(x)", false},
	} {
		got := Blank(c.text, isKey)
		if len(got) != len(c.text) {
			t.Fatalf("Blank(%q) changed the length", c.text)
		}
		if (got != c.text) != c.blank || c.blank && isKey(got) {
			t.Errorf("Blank(%q) = %q, want blanked %v", c.text, got, c.blank)
		}
	}
}
