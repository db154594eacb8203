package stateverb

import "testing"

func TestNamed(t *testing.T) {
	verbs := map[string]bool{"create": true, "add": true, "append": true, "publish": true, "delete": true, "get": true}
	isVerb := func(w string) bool { return verbs[w] }
	cases := []struct {
		words []string
		want  bool
	}{
		{[]string{"dns", "zone", "activate"}, true},
		{[]string{"dns", "dnssec", "enable"}, true},
		{[]string{"handle", "close", "task"}, true},
		{[]string{"property", "bulk", "activate"}, true},
		{[]string{"orgo", "ensure", "running"}, true},
		{[]string{"ticktick", "complete", "task"}, true},
		{[]string{"bulk", "reject"}, true},
		{[]string{"hire", "application"}, true},
		{[]string{"transition", "issue"}, true},
		{[]string{"merge", "pull", "request"}, true},
		{[]string{"merge", "pdfs"}, false},
		{[]string{"manage", "merge", "request"}, false},
		{[]string{"centreon", "host", "create"}, false},
		{[]string{"schedule", "stop", "application"}, false},
		{[]string{"qstash", "publish", "message"}, false},
		{[]string{"notion", "append", "block", "children"}, false},
		{[]string{"retry", "pipeline"}, false},
		{[]string{"terminate", "cluster"}, true},
		{[]string{"start", "cluster"}, true},
		{[]string{"start", "vm"}, true},
		{[]string{"start", "pipeline"}, false},
		{[]string{"jenkins", "start", "job"}, false},
		{[]string{"start", "site", "audit"}, false},
		{[]string{"acme", "widget"}, false},
		{nil, false},
	}
	for _, c := range cases {
		if got := Named(c.words, isVerb); got != c.want {
			t.Errorf("Named(%v) = %v, want %v", c.words, got, c.want)
		}
	}
}

func TestNamedAt(t *testing.T) {
	isVerb := func(w string) bool { return w == "create" }
	cases := []struct {
		words  []string
		target string
		want   bool
	}{
		{[]string{"start", "instance"}, `requests.post("https://api.example.com/v1/instances")`, false},
		{[]string{"start", "container"}, `requests.post("http://docker/containers/create")`, false},
		{[]string{"start", "sandbox"}, `requests.post("https://api.e2b.dev/sandboxes/x/start")`, false},
		{[]string{"terminate", "and", "create", "node"}, `requests.post(url + "/nodes")`, false},
		{[]string{"start", "cluster"}, `requests.post(f"{host}/api/2.0/clusters/start")`, true},
		{[]string{"start", "vm"}, `compute.virtual_machines.begin_start(rg, name)`, true},
		{[]string{"terminate", "cluster"}, `requests.post(f"{host}/api/2.0/clusters/delete")`, true},
		{[]string{"close", "task"}, `requests.post(url)`, true},
	}
	for _, c := range cases {
		if got := NamedAt(c.words, isVerb, c.target); got != c.want {
			t.Errorf("NamedAt(%v, %q) = %v, want %v", c.words, c.target, got, c.want)
		}
	}
}
