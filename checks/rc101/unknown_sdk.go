package rc101

import (
	"fmt"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/sdkclient"
	"github.com/resilience-check/resilience-check/checks/model"
)

// reportUnknownSDKs reports, once at its constructor and at low severity,
// each client of a third-party SDK that no library row models, built with
// no timeout-like argument and called on a path from a handler of the file
// (sdkclient.Clients): its default timeout is unknown, so the finding asks
// the reader to set one or to declare the library's bound in a
// `libraries:` row. Tests and browser code are left out (nothing a server
// holds waits there).
func reportUnknownSDKs(p *model.Pass) {
	f := p.File
	if pl := impact.PlaceOf(f, nil, p.Settings); pl == impact.PlaceTest || pl == impact.PlaceBrowser {
		return
	}
	for _, c := range sdkclient.Clients(f, model.LibrarySet(p.Settings)) {
		msg, fix := unknownSDKText(f, c)
		p.Report(c.At, msg, fix)
		impact.Apply(p, model.Impact{Severity: model.SeverityLow}) // a question, not a known defect: the default is unknown
	}
}

// unknownSDKText words an unmodelled client's finding: what it builds, that
// the library's default is unknown, where a handler path uses it, and the
// two ways out (a timeout, or a `libraries:` row that declares the bound).
func unknownSDKText(f *model.File, c sdkclient.Client) (msg, fix string) {
	fix = "set a timeout when building the client (its timeout option, or an HTTP client with one), or declare the library's " +
		"bound and documented default in a `libraries:` row of .github/resilience-check.yml"
	where := "code a handler runs"
	switch f.HandlerOf(c.Use) {
	case model.ToolHandler:
		where = "a tool handler"
	case model.ResourceHandler:
		where = "a resource handler"
	case model.PromptHandler:
		where = "a prompt handler"
	}
	msg = fmt.Sprintf("%s builds a client of %s with no timeout, and resilience-check does not model %s: its default timeout is "+
		"unknown, and if it has none a stalled upstream holds %s (.%s() at line %d) as long as the connection stays open; %s",
		c.Name, c.Package, c.Package, where, c.Method, model.LineOf(f, c.Use), fix)
	return msg, fix
}
