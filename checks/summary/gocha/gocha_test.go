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

func TestImplementers(t *testing.T) {
	methods := map[string]map[string]string{
		"engine":    {"MockEngine.Install": "engine/mock_engine.go", "MockEngine.List": "engine/mock_engine.go", "*.Install": "x"},
		"engine/v3": {"V3Engine.Install": "engine/v3/v3.go", "V3Engine.List": "engine/v3/v3.go"},
		"engine/v4": {"V4Lister.List": "engine/v4/v4.go"},
	}
	idx := Index(methods, func(p string) string { return p })
	has := func(d, k string) bool { _, ok := methods[d][k]; return ok }
	if got := Implementers(idx["Install"], []string{"Install"}, has); len(got) != 1 || got[0].Type != "V3Engine" {
		t.Errorf("Install implementers = %v, want V3Engine alone (MockEngine is a double)", got)
	}
	if got := Implementers(idx["List"], []string{"List"}, has); len(got) != 2 {
		t.Errorf("List implementers = %v, want V3Engine and V4Lister", got)
	}
	if got := Implementers(idx["List"], []string{"Install", "List"}, has); len(got) != 1 || got[0].Dir != "engine/v3" {
		t.Errorf("Install+List implementers = %v, want V3Engine", got)
	}
}
