package goretclient

import "testing"

func TestScan(t *testing.T) {
	const head = "package p\n\nimport (\n\t\"context\"\n\t\"net/http\"\n\t\"time\"\n\n\t\"golang.org/x/oauth2\"\n)\n\n"
	cases := []struct {
		name, body string
		what       string // "" none
	}{
		{"oauth2 nil ctx", "func f(ts oauth2.TokenSource) *http.Client { return oauth2.NewClient(nil, ts) }", "oauth2.NewClient on http.DefaultClient"},
		{"oauth2 background", "func f(ts oauth2.TokenSource) *http.Client { return oauth2.NewClient(context.Background(), ts) }", "oauth2.NewClient on http.DefaultClient"},
		{"oauth2 caller ctx", "func f(ctx context.Context, ts oauth2.TokenSource) *http.Client { return oauth2.NewClient(ctx, ts) }", ""},
		{"literal", "func f() *http.Client { return &http.Client{Transport: http.DefaultTransport} }", "http.Client{} without Timeout"},
		{"literal with nil branch", "func f(ok bool) (*http.Client, error) { if !ok { return nil, nil }; return &http.Client{}, nil }", "http.Client{} without Timeout"},
		{"timeout", "func f() *http.Client { return &http.Client{Timeout: 5 * time.Second} }", ""},
		{"one branch with timeout", "func f(ok bool) *http.Client { if ok { return &http.Client{Timeout: time.Second} }; return &http.Client{} }", ""},
		{"default client", "func f() *http.Client { return http.DefaultClient }", "http.DefaultClient"},
		{"new", "func f() *http.Client { return new(http.Client) }", "new(http.Client)"},
		{"other value", "func f(c *http.Client) *http.Client { return c }", ""},
		{"only nil", "func f() *http.Client { return nil }", ""},
		{"func literal returns are its own", "func f() *http.Client { g := func() *http.Client { return &http.Client{Timeout: time.Second} }; _ = g; return &http.Client{} }", "http.Client{} without Timeout"},
	}
	for _, tc := range cases {
		c, n := scan("p.go", []byte(head+tc.body+"\n"), "f")
		if n != 1 {
			t.Errorf("%s: %d declarations", tc.name, n)
			continue
		}
		got := ""
		if c != nil {
			got = c.What
		}
		if got != tc.what {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.what)
		}
	}
	if c, n := scan("p.go", []byte(head+"type T struct{}\n\nfunc (T) f() *http.Client { return &http.Client{} }\n"), "f"); c != nil || n < 2 {
		t.Errorf("a method named f: got %v, %d", c, n)
	}
}
