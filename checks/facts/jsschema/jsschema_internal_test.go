package jsschema

import "testing"

// TestBalanced: the closing bracket is found past nested brackets, strings,
// templates and comments; an unclosed one is -1.
func TestBalanced(t *testing.T) {
	for src, want := range map[string]int{
		`({ a: ")", b: '}', c: ` + "`)`" + ` })x`: 28,
		"({ a: 1 // )\n})":                        15,
		"({ a: /* ) */ 1 })":                      18,
		"({ a: 1 ":                                -1,
	} {
		if got := balanced([]byte(src), 0); got != want {
			t.Errorf("balanced(%q) = %d, want %d", src, got, want)
		}
	}
}

// TestSpreadRE: a spread element is no ellipsis in a description.
func TestSpreadRE(t *testing.T) {
	for txt, want := range map[string]bool{
		"z.object({ ...Base.shape, a: z.string() })":          true,
		"z.object({\n  a: z.string(),\n  ...Other,\n})":       true,
		`z.object({ a: z.string().describe("see docs...") })`: false,
	} {
		if got := spreadRE.MatchString(txt); got != want {
			t.Errorf("spreadRE(%q) = %v, want %v", txt, got, want)
		}
	}
}
