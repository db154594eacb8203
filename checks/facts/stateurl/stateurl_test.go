package stateurl

import "testing"

func TestSetsState(t *testing.T) {
	cases := []struct {
		target string
		want   bool
	}{
		{`"/selected_projects"`, true},
		{`"/shutdown"`, true},
		{"`${base}/api/selectedItems?x=1`", true},
		{`"/-/reload"`, true},
		{"`${api}/tasks/${id}/close`", true},
		{`"/selection/"`, true},
		{`"/projects"`, false},
		{`"/client/save"`, false},
		{"`${api}/${action}`", false},
		{`"/select_projects_and_create"`, false},
		{`"/close_and_create"`, false},
		{`"/restart"`, false},
		{`""`, false},
		{`"/"`, false},
	}
	for _, c := range cases {
		if got := SetsState(c.target); got != c.want {
			t.Errorf("SetsState(%s) = %v, want %v", c.target, got, c.want)
		}
	}
}
