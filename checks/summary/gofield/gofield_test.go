package gofield

import (
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

func TestResolve(t *testing.T) {
	files := map[string]map[string][]xfacts.FieldWrite{
		"cfg/config.go": {
			"Timeout":  {{IsNum: true, Num: 600, At: xfacts.Span{Line: 3}}, {IsNum: true, Num: 0}},
			"Wait":     {{IsDur: true, Dur: 2 * time.Minute, At: xfacts.Span{Line: 5}}},
			"Quick":    {{IsDur: true, Dur: 10 * time.Second}},
			"Open":     {{IsDur: true, Dur: 5 * time.Minute}, {Unknown: true}},
			"Loop":     {{Ref: "Loop2"}},
			"Loop2":    {{Ref: "Loop"}},
			"Mixed":    {{IsNum: true, Num: 60}},
			"Scaled":   {{Ref: "Timeout", RefUnit: time.Second}},
			"NumRef":   {{Ref: "Scaled", RefUnit: time.Second}},
			"DurOfNum": {{IsDur: true, Dur: time.Minute}},
			"JobWait":  {{Ref: "JobWait"}, {IsDur: true, Dur: 2 * time.Minute, At: xfacts.Span{Line: 9}}},
			"SelfOnly": {{Ref: "SelfOnly"}},
		},
		"srv/server.go": {"wait": {{Ref: "Wait"}}},
	}
	yield := func(y func(string, map[string][]xfacts.FieldWrite)) {
		for p, w := range files {
			y(p, w)
		}
	}
	x := &Index{}
	cases := []struct {
		key  string
		want time.Duration
		path string
		ok   bool
	}{
		{"field:Timeout@1s", 600 * time.Second, "cfg/config.go", true},
		{"field:wait@0", 2 * time.Minute, "cfg/config.go", true},
		{"field:Quick@0", 10 * time.Second, "cfg/config.go", true},
		{"field:Open@0", 0, "", false},      // one write does not read
		{"field:Loop@0", 0, "", false},      // a cycle of copies
		{"field:Mixed@0", 0, "", false},     // a number where a duration is read
		{"field:DurOfNum@1s", 0, "", false}, // a duration where a number is read
		{"field:Scaled@0", 600 * time.Second, "cfg/config.go", true},
		{"field:NumRef@0", 0, "", false},                            // a scaled copy of a scaled copy: not read
		{"field:Missing@0", 0, "", false},                           // no write
		{"field:JobWait@0", 2 * time.Minute, "cfg/config.go", true}, // Deps{JobWait: cfg.JobWait} passed over
		{"field:SelfOnly@0", 0, "", false},                          // only copies of itself: no value
	}
	for _, c := range cases {
		w, ok := x.Resolve(c.key, yield)
		if ok != c.ok || ok && (w.Dur != c.want || w.Path != c.path) {
			t.Errorf("Resolve(%s) = %+v, %v; want %v in %s, %v", c.key, w, ok, c.want, c.path, c.ok)
		}
	}
}
