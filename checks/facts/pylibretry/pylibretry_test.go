package pylibretry_test

import (
	"errors"
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/pylibretry"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"

	_ "github.com/resilience-check/resilience-check/checks/facts/pyfactory" // pyctor reads factories of other modules
)

// rowsOf returns, per line, the module of the row Row gives each call of
// src (a file of a repository holding files too), "" for none.
func rowsOf(t *testing.T, path, src string, files map[string]string) map[int]string {
	t.Helper()
	w := &thirdparty.World{
		Has: func(p string) bool { _, ok := files[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := files[p]; ok {
				return []byte(s), nil
			}
			return nil, errors.New("no such file")
		},
	}
	f := modeltest.Parse(t, path, model.LangPython, []byte(src))
	thirdparty.Set(f, w)
	if !pylibretry.Mentions(f) {
		t.Fatalf("%s: Mentions false", path)
	}
	out := map[int]string{}
	f.NodesOf(model.NewSymBitset(model.SymCall), func(n *model.Node) bool {
		if r := pylibretry.Row(f, n); r != nil {
			out[model.LineOf(f, n)] = r.Module
		}
		return true
	})
	return out
}

// Row names spotipy for a playlist create on a client the class builds,
// python-pagerduty for rpost on a client a factory of another module
// declares it returns, and nothing for a read over POST, a read method,
// another object's method of the same name, or a client whose retries the
// file turns off.
func TestRow(t *testing.T) {
	spot := "import spotipy\n\nclass Api:\n    def __init__(self):\n        self.sp = spotipy.Spotify(auth_manager=None)\n" +
		"        self.cache = {}\n" +
		"    def make(self, uid):\n        return self.sp.user_playlist_create(user=uid, name='x')\n" + // line 8
		"    def read(self):\n        return self.sp.current_user()\n" +
		"    def other(self, uid):\n        return self.cache.user_playlist_create(uid)\n" // line 12
	if got := rowsOf(t, "a/spot.py", spot, nil); len(got) != 1 || got[8] != "spotipy" {
		t.Errorf("spotipy: %v, want only line 8", got)
	}
	off := "import spotipy\n\nsp = spotipy.Spotify(retries=0)\n\ndef make(uid):\n    return sp.user_playlist_create(user=uid, name='x')\n"
	if got := rowsOf(t, "a/off.py", off, nil); len(got) != 0 {
		t.Errorf("retries=0: %v, want none", got)
	}
	files := map[string]string{
		"pd/client.py": "import pagerduty\n\ndef get_client() -> pagerduty.RestApiV2Client:\n    return registry.current\n",
	}
	pd := "from pd.client import get_client\n\n" +
		"def create():\n    return get_client().rpost('/incidents', json={})\n" + // line 4
		"def stats():\n    return get_client().rpost('/analytics/metrics/incidents/all', json={})\n" +
		"def note(c):\n    return c.rpost('/incidents/1/notes', json={})\n"
	if got := rowsOf(t, "pd/tools.py", pd, files); len(got) != 1 || got[4] != "pagerduty" {
		t.Errorf("pagerduty: %v, want only line 4", got)
	}
}
