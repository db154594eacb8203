package dead

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestAt judges every line marked `DEAD` or `LIVE` (in a comment at its end)
// at the first non-blank column of the line.
func TestAt(t *testing.T) {
	cases := []struct {
		path string
		lang model.Language
		src  string
	}{
		{"a.ts", model.LangTypeScript, `export async function handle(req: any) {
  if (!req) {
    return null;
    fetch("x"); // DEAD
  }
  throw new Error("not yet ported");
  const out = await exec(req.cmd); // DEAD
  const f = () => fetch("y"); // DEAD
  return helper(); // DEAD
  function helper() {
    return fetch("z"); // LIVE: a hoisted declaration is called from above
  }
}
export function live(x: number) {
  switch (x) {
    case 1:
      return 1;
      fetch("a"); // DEAD
    case 2:
      fetch("b"); // LIVE: the next case is reached by its label
  }
  for (const i of [1, 2]) {
    if (i) continue;
    fetch("c"); // LIVE: the continue above is conditional
  }
  return fetch("d"); // LIVE
}`},
		{"a.py", model.LangPython, `async def handle(req):
    if not req:
        raise ValueError("x")
        requests.get("a")  # DEAD
    for i in range(3):
        if i:
            break
        requests.get("b")  # LIVE
    raise NotImplementedError("not yet")
    requests.get("c")  # DEAD

def live():
    try:
        return requests.get("d")  # LIVE
    finally:
        requests.get("e")  # LIVE: finally runs after the return
`},
		{"a.go", model.LangGo, `package p

func handle(ctx context.Context) error {
	if ctx == nil {
		return nil
		http.Get("a") // DEAD
	}
	switch x {
	case 1:
		return nil
		http.Get("b") // DEAD
	default:
		http.Get("c") // LIVE
	}
	goto done
	http.Get("d") // DEAD
done:
	http.Get("e") // LIVE: a goto reaches the label
	return nil
}
`},
	}
	for _, c := range cases {
		f := modeltest.Parse(t, c.path, c.lang, []byte(c.src))
		for i, line := range strings.Split(c.src, "\n") {
			want, ok := false, false
			switch {
			case strings.Contains(line, "DEAD"):
				want, ok = true, true
			case strings.Contains(line, "LIVE"):
				ok = true
			}
			if !ok {
				continue
			}
			col := len(line) - len(strings.TrimLeft(line, " \t")) + 1
			if got := At(f, i+1, col); got != want {
				t.Errorf("%s:%d %q: dead %v, want %v (spans %v)", c.path, i+1, strings.TrimSpace(line), got, want, Spans(f))
			}
		}
	}
}
