package gocha

import "testing"

func TestDouble(t *testing.T) {
	for _, c := range []struct {
		t, fp string
		want  bool
	}{
		{"APIClient", "pkg/client/client.go", false},
		{"FakeServiceRepoClient", "pkg/fakes/fake_gen.go", true},
		{"Store", "internal/mocks/store.go", true},
		{"mockStore", "internal/store/store.go", true},
		{"Store", "internal/store/store_test.go", true},
		{"Stubborn", "internal/store/store.go", true}, // a name that starts like a double: unresolved, never safe
		{"Manager", "internal/oauth/manager.go", false},
	} {
		if got := Double(c.t, c.fp); got != c.want {
			t.Errorf("Double(%q, %q) = %v, want %v", c.t, c.fp, got, c.want)
		}
	}
}
