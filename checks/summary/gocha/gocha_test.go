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

func TestWorkers(t *testing.T) {
	fields := map[string]string{"repository": "weather.Repository", "http": "", "store": "Store", "primary": "Client", "readClient()": "Client", "helper()": "Helper", "manager": "Repository", "other": ""}
	ft := func(f string) string { return fields[f] }
	for _, c := range []struct {
		callee string
		want   bool
	}{
		{"uc.repository.Get", true},   // a field of the interface: delegation
		{"c.http.Get", false},         // a field of another type
		{"uc.store.Get", false},       // a field of another interface
		{"http.Get", false},           // a package's function
		{"uc.repository.List", false}, // another method
		{"uc.a.repository.Get", false},
		{"dw.primary.Get", true},      // a field of another implementer (a decorator)
		{"dw.readClient().Get", true}, // what a method returns, another implementer
		{"dw.helper().Get", false},
		{"manager.Get", true}, // a local typed by a map field's element
		{"other.Get", false},
	} {
		if got := Delegates(c.callee, "Get", "Repository", []Impl[int]{{"m", "Client", 1}, {"m", "DualWriter", 2}}, ft); got != c.want {
			t.Errorf("Delegates(%q) = %v, want %v", c.callee, got, c.want)
		}
	}
	cs := []Impl[int]{{"domain", "UseCase", 1}, {"infra", "Repo", 2}}
	del := func(c Impl[int]) bool { return c.Type == "UseCase" }
	if got := Workers(cs, del); len(got) != 1 || got[0].R != 2 {
		t.Errorf("Workers = %v, want the Repo only", got)
	}
	all := func(Impl[int]) bool { return true }
	if got := Workers(cs, all); len(got) != 2 {
		t.Errorf("Workers with every implementer delegating = %v, want them all", got)
	}
}

func TestRecord(t *testing.T) {
	var m map[string][]string
	if m = Record(m, "Empty", nil); m != nil {
		t.Fatalf("an interface without methods made the map: %v", m)
	}
	m = Record(m, "Store", []string{"Get", "Put"})
	m = Record(m, "Empty", nil)
	if len(m) != 1 || len(m["Store"]) != 2 || m["Store"][1] != "Put" {
		t.Fatalf("Record: %v", m)
	}
}
