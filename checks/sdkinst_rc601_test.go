package checks_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// sdkInstRepo is a TypeScript server whose tools call SDK client instances
// a module of the repository builds and exports
// (TestRC601ImportedSDKInstance).
var sdkInstRepo = map[string]string{
	"src/client.ts": `import { client, v2 } from "@acme/api-client";
import { EventEmitter } from "node:events";
import { NoteStore } from "./store.js";

const configuration = client.createConfiguration();
export const incidentsApi = new v2.IncidentsApi(configuration);
export const metricsApi = new v2.MetricsApi(configuration);
export const bus = new EventEmitter();
export const notes = new NoteStore();
`,
	"src/store.ts": `export class NoteStore {
	private items: string[] = [];

	createNote(text: string) {
		this.items.push(text);
		return this.items.length;
	}
}
`,
	"src/tools/incidents.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { incidentsApi, metricsApi, notes } from "../client.js";

export function registerIncidentTools(server: McpServer) {
	server.tool("create_incident", "Open a new incident", { title: z.string() }, async ({ title }) => {
		const res = await incidentsApi.createIncident({ body: { data: { attributes: { title } } } });
		return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
	});
	server.tool("get_incident", "Read an incident", { id: z.string() }, async ({ id }) => {
		const res = await incidentsApi.getIncident({ incidentId: id });
		return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
	});
	server.tool("create_logs_metric", "Define a log-based metric", { id: z.string() }, async ({ id }) => {
		const res = await metricsApi.createLogsMetric({ body: { data: { id } } });
		return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
	});
	server.tool("create_note", "Keep a note in this process", { text: z.string() }, async ({ text }) => {
		const n = notes.createNote(text);
		return { content: [{ type: "text", text: String(n) }] };
	});
}
`,
	"package.json": `{"name":"fx","dependencies":{"@acme/api-client":"1.0.0","@modelcontextprotocol/sdk":"1.0.0","zod":"3.0.0"}}
`,
}

// A tool handler calling a creating method of an SDK client instance that
// another module of the repository builds from an npm package and exports
// (us-all/datadog-mcp-server: `import { incidentsApi } from "../client.js"`,
// `export const incidentsApi = new v2.IncidentsApi(configuration)`) is read
// as an SDK create (checks/facts/sdkinst): create_incident is reported.
// Before, the imported identifier was taken for a package's function and
// the call went unjudged. Look-alikes: get_incident reads; create_logs_metric
// makes a metric keyed by the caller's name (a named kind: a repeat gets
// 409); create_note calls an instance of the project's own class (notes =
// new NoteStore(), from ./store.js), which the summaries read and which
// only appends to a list in the process.
func TestRC601ImportedSDKInstance(t *testing.T) {
	repo := sdkInstRepo
	src := &checks.Source{
		Config: func(p string) ([]byte, error) {
			if s, ok := repo[p]; ok {
				return []byte(s), nil
			}
			return nil, fmt.Errorf("%s: not found", p)
		},
	}
	var in []checks.Input
	for p, s := range repo {
		b := []byte(s)
		in = append(in, checks.Input{Path: p, Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }})
	}
	res, err := (&checks.Engine{Workers: 1, Repo: src}).Scan(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		if f.RuleID == "RC601" {
			got = append(got, fmt.Sprintf("%s:%d %s", f.Path, f.StartLine, f.Message))
		}
	}
	sort.Strings(got)
	if len(got) != 1 || !strings.Contains(got[0], "tool create_incident ") {
		t.Errorf("RC601 findings %q, want one on create_incident", got)
	}
}
