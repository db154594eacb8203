package axinst

import (
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestDefs(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"const and factories", `import axios from 'axios';
export const api = axios.create({ baseURL: 'https://a' });
function make() { return axios.create(); }
export const getClient = () => make();
export function viaName() { return api; }
export const timed = axios.create({ timeout: 5000 });
export const spread = axios.create({ ...base });
`, "api getClient() make() viaName()"},
		{"default export", `import axios from 'axios';
export default axios.create({ baseURL: 'https://a' });
`, "default"},
		{"default factory", `import axios from 'axios';
export default function client() { return axios.create({ baseURL: 'https://a' }); }
`, "client() default()"},
		{"timeout zero", `import axios from 'axios';
export const api = axios.create({ timeout: 0 });
`, "api"},
		{"lazy let", `import axios from 'axios';
let inst = null;
export function init() { inst = axios.create({ baseURL: 'https://a' }); }
export function get() { if (!inst) init(); return inst; }
`, "get() inst"},
		{"lazy let reset to another value", `import axios from 'axios';
let inst = null;
export function init() { inst = axios.create({ baseURL: 'https://a' }); }
export function reset() { inst = other(); }
`, ""},
		{"rebound const-like let", `import axios from 'axios';
export let api = axios.create();
api = axios.create({ timeout: 1000 });
`, ""},
		{"defaults set", `import axios from 'axios';
export const api = axios.create();
api.defaults.timeout = 1000;
`, ""},
		{"bounding interceptor", `import axios from 'axios';
export const api = axios.create();
api.interceptors.request.use((c) => { c.timeout = 1000; return c; });
`, ""},
		{"header interceptor", `import axios from 'axios';
export const api = axios.create();
api.interceptors.request.use((c) => { c.headers.x = '1'; return c; });
`, "api"},
		{"mixed returns", `import axios from 'axios';
export function pick(x) { if (x) return axios.create(); return other; }
`, ""},
	}
	for _, tc := range cases {
		f := modeltest.Parse(t, "src/client.ts", model.LangTypeScript, []byte(tc.src))
		var got []string
		for k := range Defs(f) {
			got = append(got, k)
		}
		sort.Strings(got)
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s: Defs = %q, want %q", tc.name, g, tc.want)
		}
	}
}

func TestField(t *testing.T) {
	src := `import axios from 'axios';
class A {
  http = axios.create({ baseURL: 'https://a' });
  other;
  constructor() { this.other = axios.create(); this.mixed = axios.create(); }
  later() { this.mixed = makeTimed(); }
}
`
	f := modeltest.Parse(t, "src/a.ts", model.LangTypeScript, []byte(src))
	for name, want := range map[string]bool{"http": true, "other": true, "mixed": false, "none": false} {
		if _, ok := Field(f, name); ok != want {
			t.Errorf("Field(%s) = %v, want %v", name, ok, want)
		}
	}
}
