package resolve

import (
	"os"
	"testing"
)

func reader(files map[string]string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}
}

func TestTSConfig(t *testing.T) {
	files := map[string]string{
		"tsconfig.base.json": `{
  // shared options
  "compilerOptions": {
    "baseUrl": ".",
    "paths": { "@/*": ["src/*"], "@lib": ["src/lib/index.ts"], "~/*": ["missing/*", "src/other/*"], }, /* trailing */
  },
}`,
		"app/tsconfig.json":   `{ "extends": "../tsconfig.base", "compilerOptions": { "strict": true } }`,
		"web/tsconfig.json":   `{ "extends": ["@tsconfig/node18/tsconfig.json"], "compilerOptions": { "paths": { "#x/*": ["./x/*"] } } }`,
		"bad/tsconfig.json":   `{ "compilerOptions": `,
		"plain/tsconfig.json": `{ "compilerOptions": { "baseUrl": "src" } }`,
	}
	has := set("src/lib/api.ts", "src/lib/index.ts", "src/other/o.ts", "web/x/y.ts", "plain/src/util.ts", "src/zod.ts")
	for _, c := range []struct{ cfg, spec, want string }{
		{"tsconfig.base.json", "@/lib/api", "src/lib/api.ts"},
		{"tsconfig.base.json", "@/lib", "src/lib/index.ts"},
		{"tsconfig.base.json", "@lib", "src/lib/index.ts"},
		{"tsconfig.base.json", "~/o", "src/other/o.ts"}, // the second target
		{"tsconfig.base.json", "@/nothing", ""},         // a pattern that matches no file
		{"tsconfig.base.json", "src/zod", "src/zod.ts"}, // under baseUrl, as TypeScript resolves it
		{"tsconfig.base.json", "zod", ""},
		{"tsconfig.base.json", "react", ""},                  // a package
		{"tsconfig.base.json", "./lib/api", ""},              // relative: resolve.JS's business
		{"app/tsconfig.json", "@/lib/api", "src/lib/api.ts"}, // through extends
		{"web/tsconfig.json", "#x/y", "web/x/y.ts"},          // paths without baseUrl: relative to the config
		{"plain/tsconfig.json", "util", "plain/src/util.ts"},
	} {
		cfg, err := ParseTSConfig(c.cfg, reader(files))
		if err != nil {
			t.Fatalf("%s: %v", c.cfg, err)
		}
		got, ok := cfg.Resolve(c.spec, has)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%s: Resolve(%q) = %q, %v; want %q", c.cfg, c.spec, got, ok, c.want)
		}
	}
	if _, err := ParseTSConfig("bad/tsconfig.json", reader(files)); err == nil {
		t.Error("a broken tsconfig parsed")
	}
	if _, err := ParseTSConfig("none/tsconfig.json", reader(files)); err == nil {
		t.Error("a missing tsconfig parsed")
	}
}

func TestStripJSONC(t *testing.T) {
	in := `{"a": "http://x/*y*/", // c
 "b": [1, 2, /* z */ ], }`
	want := `{"a": "http://x/*y*/", 
 "b": [1, 2  ] }`
	if got := string(StripJSONC([]byte(in))); got != want {
		t.Errorf("StripJSONC = %q; want %q", got, want)
	}
}
