package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/cypher"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/freshkey"
	"github.com/resilience-check/resilience-check/checks/facts/golocaltype"
	"github.com/resilience-check/resilience-check/checks/facts/gopkg"
	"github.com/resilience-check/resilience-check/checks/facts/gostructsrc"
	"github.com/resilience-check/resilience-check/checks/facts/gotyped"
	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/hookdup"
	"github.com/resilience-check/resilience-check/checks/facts/idemkey"
	"github.com/resilience-check/resilience-check/checks/facts/jsrunkey"
	"github.com/resilience-check/resilience-check/checks/facts/jsschema"
	"github.com/resilience-check/resilience-check/checks/facts/pyselfsrv"
	"github.com/resilience-check/resilience-check/checks/facts/pyxdeco"
	"github.com/resilience-check/resilience-check/checks/facts/restreg"
	"github.com/resilience-check/resilience-check/checks/facts/retkeys"
	"github.com/resilience-check/resilience-check/checks/facts/retobj"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/rpcmethod"
	"github.com/resilience-check/resilience-check/checks/facts/sqlwrite"
	"github.com/resilience-check/resilience-check/checks/facts/upsert"
	"github.com/resilience-check/resilience-check/checks/facts/zodparse"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC601 mutating-tool-without-idempotency-key.
//
// What it does: reports MCP tools (Python FastMCP `@mcp.tool()`, TypeScript
// SDK `server.tool(...)` / `server.registerTool(...)`, Go mcp-go
// `s.AddTool(...)` and go-sdk `mcp.AddTool(...)`) whose handler performs a
// non-idempotent mutation — an outbound POST (not a PATCH: setFieldsPatch), a SQL INSERT or an
// increment UPDATE, a document insert — directly or through a helper in the
// same file, and whose parameters have no idempotency key and that send no
// Idempotency-Key header.
//
// Why is this bad? An LLM orchestrator retries at machine speed. When the
// mutation completed but the response was lost (a timeout, a reset), the
// retry performs it again: a second ticket, a double charge, a repeated
// grant (CWE-837, improper enforcement of a single, unique action).
//
// Example:
//
//	@mcp.tool()
//	def create_ticket(title: str) -> dict:
//	    return requests.post(TICKETS_URL, json={"title": title}, timeout=10).json()
//
// Use instead:
//
//	@mcp.tool()
//	def create_ticket(title: str, idempotency_key: str) -> dict:
//	    return requests.post(TICKETS_URL, json={"title": title},
//	                         headers={"Idempotency-Key": idempotency_key}, timeout=10).json()
//
// Source: SkillAudit's "Designing for resiliency" checklist item 5 and
// pattern 6 ("Mutating tools accept and
// enforce an idempotency key"), ItemIdempotency; CWE-837. Peer: the IETF
// Idempotency-Key header draft; no linter has this rule.
var Rule = &model.Rule{
	ID: "RC601", Name: "mutating-tool-without-idempotency-key", Severity: model.SeverityMedium, CWE: 837, Checklist: model.ItemIdempotency,
	Summary: "MCP tool performs a non-idempotent mutation but takes no idempotency key",
	Description: "An MCP tool whose handler sends a POST, inserts a row or a document, or increments a value, " +
		"and that neither accepts an idempotency key nor sends an Idempotency-Key header, repeats the mutation when " +
		"the orchestrator retries after a lost response. Accept a caller-supplied key, deduplicate on it and pass it upstream.",
	Help:      idempotencyKeyHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkIdempotencyKey,
}

const idempotencyKeyHelp = `## What it does
Reports MCP tools whose handler performs a non-idempotent mutation and that
take no idempotency key:

- **Tools**: Python FastMCP ` + "`@mcp.tool()`" + ` / ` + "`@server.tool`" + ` (a receiver bound to
  ` + "`FastMCP(...)`" + ` or ` + "`Server(...)`" + `, or an imported name containing ` + "`mcp`" + `);
  TypeScript SDK ` + "`server.tool(name, ..., handler)`" + ` and ` + "`server.registerTool(name, {inputSchema}, handler)`" + `;
  Go mcp-go ` + "`s.AddTool(mcp.NewTool(...), handler)`" + ` and the official go-sdk
  ` + "`mcp.AddTool(server, &mcp.Tool{...}, handler)`" + ` (and its first releases' ` + "`mcp.NewServerTool(name, desc, handler)`" + `,
  the parameters read from the handler's ` + "`CallToolParamsFor[In]`" + `). A handler given by name (a function
  or method of the same file) is followed. Tool definition objects (FastMCP for
  TypeScript ` + "`addTool({name, parameters, execute})`" + `, toolkits that list
  ` + "`{method, inputSchema, execute}`" + ` objects) count too: an object literal with an input
  schema (` + "`inputSchema`" + ` or ` + "`parameters`" + `) and an ` + "`execute`" + ` or ` + "`handler`" + ` function (or method),
  named by its ` + "`name`" + ` or ` + "`method`" + ` field (a string, or a member of a constant table of the file or of the file it is
  imported from: ` + "`name: ToolNames.ADD_TASKS`" + ` with ` + "`export const ToolNames = { ADD_TASKS: 'add-tasks' }`" + ` or an enum;
  checks/facts/handlers/constname) or else by the key it is stored under
  (the Vercel AI SDK's ` + "`tools: { postgrestRequest: tool({ parameters, execute }) }`" + `);
  a builder library's call that takes the tool's name and such an object is one too, its parameters the object's ` + "`input`" + `
  schema (@cyanheads/mcp-ts-core's ` + "`tool('obsidian_append_to_note', { input: z.object({...}), handler })`" + `, registered by
  ` + "`createApp({ tools })`" + ` in another file; a registration row of libmodels/data/mcp.yml that names a module's function; checks/facts/handlers/jsbuilder);
  also one whose input schema is under ` + "`schema`" + ` and whose handler is a function of the file given by name
  (PostHog's tool modules: ` + "`const tool = () => ({ name: \"dashboard-create\", schema, handler: createHandler })`" + `),
  its parameters read from the zod object the schema names (` + "`const schema = FeatureFlagCreateSchema`" + `, imported
  from another file of the repository, or built by the file; unknown when one of its properties is typed by another
  schema by name, ` + "`data: AddInsightToDashboardSchema`" + `).
  Tools in the shapes servers build on the low-level SDKs count too (package checks/facts/handlers):
  each name branch of a low-level tool call handler (Python ` + "`@server.call_tool()`" + ` with
  ` + "`if name == \"create_x\":`" + ` / ` + "`match name:`" + `, TypeScript
  ` + "`setRequestHandler(CallToolRequestSchema, ...)`" + ` or a function taking a ` + "`CallToolRequest`" + `
  with ` + "`switch (request.params.name)`" + `, or a function of the file that handler hands ` + "`request.params`" + `
  to, switching on ` + "`params.name`" + `, or a function or method of that file named for running a tool call whose first
  parameter holds the tool's name and which branches on it: ` + "`handleToolCall(name, args) { switch (name) ... }`" + `,
  ` + "`this.executeSlackTool(name, args)`" + `; checks/facts/handlers/toolcallfn), or any function it hands the tool's name to first that branches on it (a Python one of the file, ` + "`_dispatch(name, args)`" + `, or a JS/TS one another module exports,
  ` + "`handleCampaignTool(name, args)`" + `; checks/facts/handlers/namefwd), its schema read from the file's tool definition of that name;
  the run method (` + "`execute`" + `, ` + "`run_tool`" + `, ` + "`run`" + `, ...) of a class whose base is a tool class
  (` + "`ToolBase`" + `, ` + "`ToolHandler`" + `, ` + "`BaseTool`" + `); a Go tool registered through a wrapper of the file
  that passes its arguments to ` + "`AddTool`" + ` (` + "`addTool := func(tool, handler) {...}`" + `) or a function or method of
  another file of the package that does, directly or through another (` + "`s.RegisterTool(tool, handler)`" + `), a typed handler
  adapted by an SDK call (` + "`mcp.NewTypedToolHandler(h)`" + `, also beside other arguments:
  ` + "`telemetry.WithTracing(\"create_x\", h)`" + `), a Go handler built by a factory of another file of the package
  (` + "`mcp.AddTool(server, &mcp.Tool{Name: \"create_task\"}, createCreateTaskHandler(factory))`" + `: the summaries
  follow the call and count a mutation of the function the factory returns as the factory's; for the go-sdk's typed
  ` + "`mcp.AddTool`" + ` the parameters are the input struct the factory declares (` + "`mcp.ToolHandlerFor[CreateTaskInput, any]`" + `),
  read in the package's files, and unknown when none shows, as for a generic factory), and Go tool lists that pair a tool with its
  handler (` + "`{Tool: api.Tool{Name: \"x\"}, Handler: run}`" + `), a Go server without an SDK: each string case of its tool call dispatcher's name switch (` + "`func (s *S) handleToolCall(p Params) { switch p.Name { case \"send_email\": ... } }`" + `, a function named for running a tool call) and each function its tool table stores under a literal name (` + "`s.tools[\"create_issue\"] = s.handleCreateIssue`" + `, or a tool object given ` + "`SetHandler(fn)`" + `; checks/facts/handlers/gotable), and Go factory functions that return a tool literal with its handler
  (` + "`return mcp.Tool{Name: \"create_build\"}, func(...) {...}, scopes`" + `) or call a server's own
  ` + "`NewTool(\"create_refund\", desc, params, handler)`" + `. Any other Go function, method or function literal with an SDK's tool handler signature (mcp-go's ` + "`func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)`" + `, the go-sdk's ` + "`func(ctx, req *mcp.CallToolRequest[, args In]) (*mcp.CallToolResult[, Out], error)`" + `) is a tool too, however it is registered (a registry map ranged over elsewhere, a generic ` + "`Register(s, impl)`" + ` calling ` + "`i.Handler()`" + `), named by its function (` + "`HandleCreateEvent`" + `: create_event; a factory's literal by the factory, ` + "`NewCreatePlaylistHandler`" + `: create_playlist) and judged only when that name says it creates, sends or runs, its parameters what it reads and a typed handler's In struct (unknown when that does not read); a helper taking more than the SDK hands a handler, a middleware's literal and a factory a registration of its package calls are not (checks/facts/gotyped). A Go tool whose definition another declaration holds is read
  there (package checks/facts/gotooldef): a function of the package, or of another package of the repository, whose one return
  is the tool (` + "`execTool := NewExecTool()`" + `, ` + "`tools.CreateGetResourceTool()`" + `), and a package-level variable set to it
  (` + "`s.AddTool(tools.CreateIssueTool, handler)`" + `), with the constants that name it and its parameters spelled out; a definition
  with options built elsewhere, or a name no constant of the package spells, stays unknown. A TypeScript handler wrapped inline
  (` + "`gcpTool(creds, async (args) => {...})`" + `) is the inline function. A function that a
  registration reaches by data flow is a tool wherever it is defined: through a list, a table or a
  loop of another file, also in a file whose text names no tool or SDK (a ` + "`handlers.ts`" + ` whose
  functions a table in ` + "`tools.ts`" + ` pairs with their names), and under a project decorator that
  only wraps it (` + "`@tool_errors()`" + ` on a function ` + "`mcp.add_tool(FunctionTool.from_function(fn))`" + `
  registers); a function the SDK builds a tool from, wherever the tool goes
  (` + "`create_gateway_tool = Tool.from_function(fn=create_gateway, name=\"create_gateway\")`" + ` with ` + "`Tool`" + ` of
  ` + "`mcp`" + ` or ` + "`fastmcp`" + `, named by its name argument); a project decorator that registers what it decorates (` + "`def register(fn): mcp.add_tool(fn)`" + `,
  or a decorator factory whose inner function does) makes the functions it decorates tools, and so does a
  project helper whose registered function calls its parameter (` + "`registerTool(server, name, desc, schema, handler)`" + `
  registering ` + "`async (args) => { ... await handler(args) ... }`" + `) for what its calls pass; a helper whose registered
  function calls a member of its parameter (` + "`registerTool({ name, args, execute })`" + ` registering a function that runs
  ` + "`toolProps.execute(args, ctx)`" + `, also inside a callback it hands a call in place, such as a tracing span's
  ` + "`tracer.runWithSpan(name, opts, async () => ...)`" + `) makes that member of each object its calls pass a tool, named
  by the object's ` + "`name`" + `. A tool function (a ` + "`ToolCallback`" + `-typed one, or one the data flow reaches) that a call of
  its file passes beside a name takes that name (` + "`createTool(toolName, config, callback)`" + ` with
  ` + "`const toolName = \"kintone-add-records\"`" + `).
  A Python tool's parameter typed with a model of another file of the repository
  (` + "`async def create_backtest(model: CreateBacktestRequest)`" + ` with ` + "`from models import CreateBacktestRequest`" + `)
  is read there: the class's fields and those of the bases that file defines (a Pydantic ` + "`BaseModel`" + `,
  a ` + "`TypedDict`" + `) are the tool's parameters, an idempotency key among them included. A type that is one
  value adds no field, in that file or this one: an enum, an alias of a scalar or a ` + "`Literal`" + `
  (` + "`CommentOverflow = Literal[\"error\", \"split\"]`" + `), and a constant in the annotation (` + "`Annotated[str, REGION_NAME_FIELD]`" + `), and a call there is metadata, no type (` + "`Annotated[Any, BeforeValidator(parse), Field(...)]`" + `). A TypeScript tool's zod schema imported from another file of the repository (` + "`server.tool(\"createTestRun\", desc, CreateTestRunSchema.shape, handler)`" + `) is read there too: the ` + "`z.object({...})`" + ` that file exports under the name, unknown when it spreads or extends another schema.
- **Mutations**: an outbound ` + "`POST`" + ` (requests, httpx, aiohttp, fetch with
  ` + "`method`" + `, axios, got, ` + "`http.Post`" + `, ` + "`http.NewRequest(http.MethodPost, ...)`" + `); a SQL
  ` + "`INSERT`" + ` or an ` + "`UPDATE ... SET n = n + 1`" + ` passed to ` + "`execute`" + ` / ` + "`query`" + ` / ` + "`Exec`" + `;
  a Cypher ` + "`CREATE (n ...)`" + ` a graph driver runs (` + "`tx.run(query)`" + `; ` + "`MERGE`" + `, ` + "`CREATE INDEX`" + ` are none: checks/facts/cypher);
  a Kubernetes typed client's create (` + "`Create(ctx, obj, metav1.CreateOptions{})`" + `) of an object whose ObjectMeta
  sets GenerateName and no Name (the API server names a new object on every call; a named object is refused
  on a repeat with 409 AlreadyExists and is none, whatever the tool is called);
  a document insert (` + "`insert_one`" + `, ` + "`insertMany`" + `, ..., and Elasticsearch / OpenSearch
  ` + "`client.index(index=..., document=...)`" + ` with no ` + "`id`" + `, which is ` + "`POST /<index>/_doc`" + `: a new id per call); a mail or chat message
  (` + "`smtp.sendmail`" + `, Go ` + "`smtp.SendMail`" + `, nodemailer ` + "`sendMail`" + `, Slack ` + "`chat.postMessage`" + ` / ` + "`chat_postMessage`" + `, and a method that delivers anew sent by name through the SDKs' documented request helper, slack_sdk's ` + "`api_call(api_method)`" + ` or @slack/web-api's ` + "`apiCall(method)`" + `, or a wrapper of the project that keeps the name: ` + "`client.api_call(\"chat.postMessage\", ...)`" + `, ` + "`chat.scheduleMessage`" + `, ` + "`chat.meMessage`" + `, ` + "`files.upload`" + `; ` + "`conversations.create`" + `, ` + "`pins.add`" + ` and the like are none, Slack refuses or merges their repeat; checks/facts/rpcmethod); a
  Stripe ` + "`create`" + ` (` + "`stripe.refunds.create`" + `, Python ` + "`stripe.Refund.create`" + `), on a client
  imported from ` + "`stripe`" + ` or a parameter typed with its class. Calls of helpers defined in the
  same file are followed two levels deep; a mutation in a service module the handler calls (a
  function or a method of a class instance imported from another file, up to 5 calls down) is
  reported at the tool with the chain (docs/cross-file.md). So is a Python ` + "`c.post(...)`" + ` on a client that a function
  of another module hands out, as its return annotation types it (` + "`async with client.open_client() as c`" + ` with
  ` + "`async def open_client() -> AsyncGenerator[httpx.AsyncClient, None]`" + ` under ` + "`@asynccontextmanager`" + `, ` + "`c = build_client()`" + `
  with ` + "`-> requests.Session`" + `) or every return builds (` + "`return httpx.Client(...)`" + `): a requests ` + "`Session`" + `, an httpx
  ` + "`Client`" + ` or ` + "`AsyncClient`" + `, an aiohttp ` + "`ClientSession`" + `, judged by its target as a POST the file types itself
  (checks/facts/pyhttpret). A POST to a read or transform endpoint
  (a whole word ` + "`search`" + `, ` + "`query`" + `, ` + "`parse`" + `, ` + "`contents`" + `, ` + "`list`" + `, ` + "`render`" + `, ` + "`evaluate`" + `, ` + "`preview`" + `, ` + "`validate`" + ` in its target,
  and Home Assistant's ` + "`/api/template`" + `, which renders a template), or a state action as its
  last path segment: ` + "`/approve`" + `, ` + "`/close`" + `, ` + "`/archive`" + `, ` + "`/lock`" + `, ` + "`/mark_as_done`" + `, ` + "`/publish`" + `, ` + "`/unpublish`" + `, ` + "`/force_stop`" + `,
  Prometheus' ` + "`/-/reload`" + ` and ` + "`/-/quit`" + `, ..., also after a prefix constant (` + "`prefix + \"reload\"`" + `) and before a
  selector segment (Kestra's ` + "`/flows/disable/by-ids`" + `),
  read through ` + "`new URL(...)`" + ` and ` + "`url.toString()`" + `, or an RPC-style action segment that only ids follow, its
  first word a state action or a setting verb (` + "`update-regions/<id>`" + `, ` + "`reset-password/<id>`" + `,
  ` + "`enable-dailybackup/<id>`" + `: update, set, replace, rename, reset, rotate, regenerate), or a bare setting verb as the
  last segment (HubSpot's ` + "`/batch/update`" + ` of records named by id: update, set, replace, modify; and move, Todoist's
  ` + "`/tasks/{id}/move`" + `, though not as a tool's name: ` + "`move_funds`" + ` transfers again), or a command on an
  existing resource that sets its state (` + "`/calls/<id>/actions/hangup`" + `, ` + "`/actions/transfer`" + `, ` + "`/actions/playback_stop`" + `;
  not ` + "`/actions/send_dtmf`" + ` or ` + "`/actions/speak`" + `, which deliver again), or a sign-in or token
  exchange (a whole word ` + "`login`" + `, ` + "`signin`" + `, ` + "`authenticate`" + `, ` + "`token`" + `; Flask-AppBuilder's ` + "`/security/refresh`" + `), or an
  endpoint its API documents as idempotent (libmodels rows with idempotent_posts: RabbitMQ's definitions and bindings,
  Home Assistant's state-setting services, Metabase's ` + "`sync_schema`" + `, ` + "`rescan_values`" + ` and ` + "`discard_values`" + `;
  and creates the API keys by a name or id the request carries and refuses to repeat: Grafana's dashboard save and data source
  create, Jenkins' ` + "`createItem`" + `, Proxmox VE's VM and container create (its required ` + "`vmid`" + `), GitLab's environment create and
  Argo CD's application create)) is no mutation: a repeat leaves the state the
  first attempt set. Nor is a POST made in a function named for usage reporting (` + "`trackEvent`" + `, ` + "`sendTelemetry`" + `,
  a PostHog, Mixpanel or Amplitude helper such as ` + "`posthog(event, props)`" + `, an OpenTelemetry ` + "`tracer`" + ` or
  span wrapper such as ` + "`runWithSpan`" + `), here or in a service module's chain: a repeat records another
  analytics event, not a resource of the caller's. A POST handed to a request helper as its method argument counts as
  well (` + "`self._make_request(\"POST\", path)`" + `, Go ` + "`client.ExecuteRequest(ctx, base, http.MethodPost, ...)`" + `,
  ` + "`this.request(path, { method: \"POST\" })`" + `, opik's ` + "`self.write_json(\"POST\", path, body)`" + `: a callee whose name says it
  sends a request or a write; the words after a ` + "`with`" + ` say how it sends, ` + "`makeApiRequestWithErrorHandling`" + `), its
  path argument (the one argument that begins with ` + "`/`" + ` or ` + "`http`" + ` or is named for a path, such as ` + "`endpoint`" + `, wherever it sits;
  else the one after the method) read as a request's target (an RPC-style read such as ` + "`/get_transcript`" + ` is none); a helper that branches on its method parameter (` + "`if method.lower() == \"post\": client.post(...) elif method.lower() == \"put\": client.put(...)`" + `, ` + "`switch (method) { case \"POST\": ... }`" + `) sends its POST only when a call passes \"post\" or a method it cannot read, so a tool that calls it with the literal \"put\" reaches no POST there (package checks/facts/idemkey);
  a tool whose own file judged one of its POSTs no mutation by its URL is not judged again through
  the function summaries, which keep no URL. A POST to a GraphQL endpoint says nothing by its
  method (queries and mutations are all POSTs) and counts as a client create (below); a GraphQL
  ` + "`mutation`" + ` document whose first field creates (` + "`issueCreate`" + `, ` + "`createItem`" + `; not
  ` + "`updateComment`" + `), sent through graphql-request, Apollo's ` + "`mutate`" + ` or any helper, is a
  mutation of its own, also a document a module of the repository exports (` + "`client.query(CREATE_UPDATE, vars)`" + `). Calls on an instance of a class of the same file
  (` + "`linearClient.createIssue(...)`" + `) are followed like helpers.
- **Modelled client creates** (JavaScript/TypeScript): a method that a library row lists among its
  ` + "`mutating`" + ` names, with a creating first word, called on that row's client: a local built by the
  row's constructor, a parameter or field declared with its class, or a field of ` + "`this`" + ` that the class
  only ever sets to a new client of the row (a field declared ` + "`any`" + ` or ` + "`unknown`" + ` is judged by those
  values): asana's ` + "`this.tasks.createTask(data)`" + ` after ` + "`this.tasks = new Asana.TasksApi()`" + `
  (libmodels/data/sdks-js6.yml), Todoist's ` + "`api.addTask(args)`" + ` on a ` + "`TodoistApi`" + ` (libmodels/data/sdks-rc601s24.yml). The row's entry is the evidence, so it counts as a POST (no tool
  name needed) and a name that reads as a local object to the guess below (` + "`createTask`" + `) does not
  rule it out; database rows are left to the SQL and document checks.
- **Client creates** (for SDKs nobody wrote a library row for): a method of an API client named
  with a creating verb (` + "`create`" + `, ` + "`insert`" + `, ` + "`add`" + `, ` + "`send`" + `, ` + "`push`" + `, ` + "`broadcast`" + `, ` + "`publish`" + `, ` + "`submit`" + `,
  ` + "`refund`" + `, ` + "`charge`" + `, ` + "`trigger`" + `, ` + "`rebuild`" + `, ` + "`fork`" + `, ` + "`enqueue`" + `, ...): ` + "`this.client.pushMessage(...)`" + `,
  Google APIs' ` + "`service.events().insert(...)`" + `, Go SDK services ` + "`client.Payment.Refund(...)`" + ` /
  ` + "`deps.BuildsClient.Create(...)`" + `. The receiver must hold a client (a name ending in client, api,
  sdk, service, bot, ...; a Google API resource; a Go service field; one object such a client fetched, ` + "`channel =`" + `
  ` + "`await client.channels.fetch(id)`" + ` then ` + "`channel.send(text)`" + `, not a list's ` + "`push`" + ` / ` + "`append`" + `: sdkcreate/fetched.go); a package function
  (` + "`asyncio.create_task`" + `), an object of the project's own class (in Go, a parameter typed with a struct of the package that declares the method: ` + "`client *Client`" + ` with ` + "`func (c *Client) CreatePage`" + `, checks/facts/goowntype; the summaries read its
  methods), a local object (` + "`createServer`" + `, ` + "`createHash`" + `; ` + "`create_task`" + ` only on an event loop or task group, ` + "`bot.loop.create_task`" + `: an API client's ` + "`client.create_task`" + ` adds a task; a ` + "`bulk_`" + ` or ` + "`batch_`" + ` before the verb, ` + "`bulk_create_issues`" + `, changes nothing), Meilisearch's ` + "`add_documents`" + ` /
  ` + "`update_documents`" + ` (they replace the document of the same primary key), a create-or-update and a create
  in a catch clause (the fallback of a failed replace: an upsert) and a conditional create (a function that
  states the version it expects: ` + "`oldObjectId`" + `, ` + "`if_match`" + `, ` + "`expected_version`" + `) are none. A method's name is a
  weaker sign than a POST, so it counts only for a tool whose name says each call creates or
  sends (` + "`create_refund`" + `, ` + "`push_text_message`" + `, ` + "`broadcast_flex_message`" + `, ` + "`rebuild_build`" + `) a kind
  the upstream does not identify by a caller-given name: ` + "`create_pipeline`" + `, ` + "`create_volume`" + `,
  ` + "`create_branch`" + `, ` + "`create_pull_request`" + ` and set memberships (` + "`add_reaction`" + `,
  ` + "`add_member`" + `, access lists) are refused or merged on a repeat (409 Conflict) and are not reported; nor are
  projects, groups, users or apps that the tool's own code creates under a name it passes
  (` + "`name: projectName`" + `), while ` + "`create_project`" + ` without one (a generated id per call) is. Nor is a boto3 create whose request names the resource by a name the service keeps unique and refuses to repeat (CloudWatch Logs' CreateLogGroup, ElastiCache's CreateReplicationGroup and CreateServerlessCache, IoT SiteWise's CreateGateway and CreateBulkImportJob: rows with their API reference in checks/facts/idemkey), made in a function that passes that name member (` + "`logGroupName=`" + `) and makes none up per call (no uuid, random or clock text), nor Okta's ` + "`create_user`" + ` (its profile.login is required and unique in the org: a repeat gets E0000001). Nor is a Go SDK create of a configuration object the upstream keys by its name: centreon-go-client's ` + "`Hosts.Create(ctx, &centreon.CreateHostRequest{Name: ...})`" + ` and the host group, time period, service (per host), service group and service category creates (Centreon's API v2 answers a name in use with 409 Conflict), given a request literal that sets ` + "`Name`" + ` to no made-up value, and pango's ` + "`Create(ctx, loc, entry)`" + ` in a file that imports a PAN-OS SDK package (pango refuses an entry without a name and sets it at ` + "`entry[@name=...]`" + `, where PAN-OS keeps one entry per name): rows with their source in checks/facts/idemkey (gonamed.go). Nor is a Microsoft Graph drive-item create whose request itself sets ` + "`@microsoft.graph.conflictBehavior`" + ` to ` + "`fail`" + ` (a repeat is refused: an item of that name exists) or ` + "`replace`" + ` (a repeat writes the same item over the first); ` + "`rename`" + ` stays a create (checks/facts/upsert, source: the driveItem resource's instance attributes).
  The named kinds hold for every mutation: a tool named to create a branch, a repository, a
  label, a tag, a release, a variable, a milestone, a reaction, a property (a field definition keyed by
  its name), an association of two records, a pull or merge request (a PR, an MR), a watchlist (a set: Trakt counts an item already there as existing), an issue's watcher (a set of users), favorite or bookmark entry, an
  issue link or a wiki page, and a tool whose name begins with a state action
  (` + "`protect_branch`" + `, ` + "`approve_merge_request`" + `, ` + "`promote_milestone`" + `, ` + "`favorite_dashboard`" + `), is not reported,
  whatever its body sends; so is a tool whose first verb, read past a product, module or resource prefix and a handler's ` + "`handle`" + `, moves a resource to a fixed state (` + "`dns_zone_activate`" + `, ` + "`dns.dnssec.enable`" + `, ` + "`property_bulk_activate`" + `, Go's ` + "`HandleCloseTask`" + `, ` + "`orgo_ensure_running`" + `: close, archive, lock, pause, resume, suspend, enable, disable, activate, deactivate, cancel, stop, approve, resolve, protect, mute, subscribe, ensure, complete, terminate and their opposites, and a start of a VM, instance, cluster or container; checks/facts/stateverb), while a name whose first verb starts a run or sends (` + "`schedule_stop_application`" + `, ` + "`qstash_publish_message`" + `, ` + "`notion_append_block_children`" + `) stays a create, and a tool whose first verb deletes (` + "`orgo_delete_workspace`" + `, POST ` + "`/projects/{id}/delete`" + `) finds the resource gone on a repeat; a tool whose name starts a run of the named thing (` + "`trigger_pipeline`" + `,
  ` + "`rebuild_build`" + `, ` + "`schedule_job`" + `: trigger, rebuild, enqueue, schedule) creates a run under a generated id,
  and the named kinds say nothing for it. A webhook is no named kind: a create registers a second subscription that delivers every event twice (Meilisearch, Mattermost, Gitea, Cal.com), unless the file or the call chain talks to an upstream that refuses a second webhook of the same target (GitHub, Trello, Ghost, Mailgun, Shopify: checks/facts/hookdup). No linter has
  this rule; the verbs follow Google's API design rules, whose Create methods (AIP-133) take a
  client-supplied request_id for this reason (AIP-155), and AWS's ClientToken on create operations.
  A tool that serves several actions through one parameter is a create tool in the branch
  labelled with a create action (` + "`if (action === \"create\")`" + `, ` + "`case \"insert\":`" + `). A create
  tool that takes the created resource's own id as a required parameter (` + "`voice_clone(voice_id)`" + `,
  ` + "`create_topic(topic_id)`" + `, or a bare required ` + "`key`" + ` among the schema's top-level parameters:
  ` + "`create-feature-flag(key)`" + `, whose key PostHog keeps unique in a project; a list item's ` + "`key`" + ` is none)
  is not reported: the upstream refuses a second create of the id
  (AIP-133's user-specified ids; the parameters include those of the zod schema a TypeScript handler validates its own input with, ` + "`createVmSchema.parse(input)`" + ` declared in the file or imported from a module of the repository, checks/facts/zodparse, and a camelCase acronym names the object: ` + "`createVM(vmid)`" + `); a parent's id (` + "`create_ticket_reply(ticket_id)`" + `) or an
  optional id says nothing, nor does a key named only in a description's prose (the key counts where a schema
  declares a parameter: ` + "`uid:`" + `, ` + "`\"uid\":`" + `, ` + "`WithString(\"uid\",`" + `, ` + "`json:\"uid\"`" + `; not a description string that ends in the word, nor a keyword argument or a default, ` + "`note_id=note_id`" + `, ` + "`uid=None`" + `, nor an id under a description's ` + "`Returns:`" + ` heading, which the tool hands back: ` + "`Returns: the agent object with agent_id`" + `, checks/facts/docret). A user account is keyed by
  its login or email address: a create of a user given a required ` + "`email`" + `, ` + "`login`" + ` or ` + "`username`" + ` is not
  reported (Zammad refuses a second user of an email, Okta of a login); a customer or contact is no account.
- **Write-query tools**: a tool whose name joins ` + "`write`" + ` to a query, SQL, statement or Cypher (` + "`write_query`" + `,
  ` + "`run_write_query`" + `, ` + "`write_neo4j_cypher`" + `), or a bare execute tool (` + "`exec`" + `, ` + "`execute_sql`" + `) whose description says
  it executes a write query (dolt's "Executes a WRITE query."), runs the statement the caller writes: the call of its handler
  that sends a statement argument (` + "`conn.execute(query)`" + `, ` + "`db.ExecContext(ctx, query)`" + `; not a check such as
  ` + "`validate_write_query(query)`" + `) is its mutation, since a retry runs the caller's INSERT again (package checks/facts/sqlwrite).
  A read tool (` + "`read_query`" + `, ` + "`execute_query`" + `) and an execute tool that does not say it writes are none.
- **Generic API tools**: a tool whose name says it sends API requests (` + "`request`" + `, ` + "`api`" + `,
  ` + "`http`" + `, ` + "`rest`" + `, ` + "`endpoint`" + `), that declares a ` + "`method`" + ` (or ` + "`http_method`" + `, ` + "`verb`" + `) parameter
  and hands it on (` + "`execute_tool(..., method=method)`" + `, ` + "`client.request(method, url)`" + `): the model
  sends POST through it as readily as GET (supabase-mcp-server's ` + "`send_management_api_request`" + `).
- **Idempotency key**: a parameter or schema property named like ` + "`idempotency_key`" + `,
  ` + "`idempotencyKey`" + `, ` + "`request_id`" + `, ` + "`client_token`" + `, ` + "`clientRequestToken`" + `, ` + "`dedupe_key`" + `,
  LINE's ` + "`X-Line-Retry-Key`" + ` (` + "`retryKey`" + `), or an
  ` + "`Idempotency-Key`" + ` header anywhere in the tool or the helper that mutates (` + "`request_id`" + ` and
  ` + "`nonce`" + ` must begin a word: ` + "`pullRequestId`" + ` names a pull request, ` + "`announce`" + ` is no nonce).
  A docstring or comment that calls a parameter an idempotency key takes none: the code must; nor does a key of the
  object a tool or its helper returns (` + "`return { ..., metadata: { requestId: crypto.randomUUID() } }`" + `: the reply's
  trace id, made up after the mutation; checks/facts/retkeys), nor a key the tool makes up afresh on each call
  (` + "`idempotencyKey := fmt.Sprintf(\"mcp-%d\", time.Now().UnixNano())`" + `, ` + "`clientToken=str(uuid.uuid4())`" + `, ` + "`{\"Idempotency-Key\": randomUUID()}`" + `): a retried tool call sends a new one (checks/facts/freshkey). A client factory that returns an object
  literal of request members (` + "`return { get: (url) => api.get(url), post: (url, d) => api.post(url, d) }`" + `) runs none
  of them when called: a tool that calls the factory and then its ` + "`get`" + ` member sends a GET, and only a call
  of the ` + "`post`" + ` member counts as a POST (checks/facts/retobj).

Not reported: a tool whose name asks for data (a read verb such as get, list, search, query, and ask: a
question to an assistant, whose POST opens a chat session for the answer) and names no write, and a tool
whose plain POST the summaries found in another file when its name begins with a read verb and joins no
second verb to it (Zabbix's ` + "`get_trigger_events`" + `: the words after the verb name what it reads); ` + "`PUT`" + ` and ` + "`DELETE`" + ` requests and SQL ` + "`DELETE`" + ` or plain ` + "`UPDATE ... SET x = ?`" + `
(idempotent by definition, RFC 9110 section 9.2.2: repeating them leaves the same
state); ` + "`PATCH`" + ` requests, which set the fields they name (a JSON merge patch, RFC 7396: a repeat
sets the same values; the blind set's reviewers label such update tools clean; RFC 5789 allows a
non-idempotent PATCH, which RC301 still counts for retries); upserts (` + "`ON CONFLICT`" + `, ` + "`ON DUPLICATE KEY`" + `, ` + "`INSERT OR REPLACE`" + `, ` + "`MERGE`" + `, a POST
whose arguments set ` + "`force`" + `, ` + "`overwrite`" + `, ` + "`replace`" + ` or ` + "`upsert`" + ` to true);
tools annotated ` + "`idempotentHint: true`" + ` whose mutation is no create (a
counter UPDATE, a send: the hint is believed); tools whose parameters come from a type this
file cannot see (a model imported from a module that is no file of the repository, or whose class there derives
from a base that file does not define; ` + "`**kwargs`" + `; the SDK's request
context, ` + "`Context[ServerSession, None]`" + ` included, is none, and neither is a type named as an
identifier or a string, ` + "`PipefyId`" + `, ` + "`NonBlankStr`" + `: an alias of a scalar, wherever it is declared); ORM ` + "`.save()`" + `
and client creates in tools whose names do not say they create (a method's name alone is too weak a sign).

A tool annotated ` + "`idempotentHint: true`" + ` whose body creates a resource (a POST to a
collection rather than to an action such as ` + "`/sync`" + `, an ` + "`INSERT`" + `, a document
insert, a Stripe create) with no key is reported, and the
message says that the hint contradicts the body: clients retry a tool that
declares itself idempotent, so each retry creates another (issue 21). Through a
service module the same holds for an INSERT, a document insert, a Stripe create or a POST when the
tool's name says it creates (` + "`create_instance`" + `, ` + "`add_comment`" + `): the summaries keep no URL.
For the same reason a POST found through a service module is not reported for a tool whose name
begins with a verb that sets the value it is given (` + "`update_node`" + `, ` + "`set_config`" + `, ` + "`replace_definition`" + `,
` + "`modify_flow`" + `), nor for one whose name begins with a verb that deletes (` + "`delete_card_relation`" + `,
` + "`remove_member`" + `: a delete sent as a POST, as GraphQL and RPC APIs send it); the verb is read after
a product or module prefix (` + "`nc_cookbook_set_config`" + `, ` + "`nc_mail_move_message`" + `: moving and reindexing set
a state too).

The finding is on the tool's ` + "`def`" + ` line (Python), where ` + "`server.tool(`" + ` begins
(TypeScript), on the ` + "`AddTool`" + ` call (Go; at the name of a handler function or method the call names, the first registration of it,
` + "`func createTicket(ctx, req)`" + `), or at the handler of a tool definition object; a Go tool function that returns
` + "`mcp.NewTool(\"x\", opts...)`" + ` with its handler is reported at the handler. A tool named to download (` + "`download_media`" + `) is a read. If the upstream deduplicates by itself
(a natural key such as an order number), suppress with a reason:
` + "`# resilience: ignore[RC601] the upstream dedupes on order_id`" + `.

## Severity
Medium: a retry after a lost response repeats the mutation; a tool that declares idempotentHint: true while its body creates a resource with no key is reported too. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An LLM orchestrator retries failed tool calls within milliseconds, and a
multi-agent workflow may retry several times. When the mutation completed but
its response was lost (a timeout, a dropped connection), the retry performs it
again: a second ticket, a payment charged twice, a permission granted twice
(CWE-837, improper enforcement of a single, unique action). With a
caller-supplied idempotency key the server can return the stored result of the
first attempt instead of repeating it, and pass the key upstream as an
` + "`Idempotency-Key`" + ` header.

## Example
` + "```python\n@mcp.tool()\ndef create_ticket(user_id: str, title: str) -> dict:\n    resp = requests.post(TICKETS_URL, json={\"reporter\": user_id, \"title\": title}, timeout=10)\n    return resp.json()\n```" + `

` + "```ts\nserver.tool(\"create_ticket\", { title: z.string() }, async ({ title }) => {\n  const r = await fetch(TICKETS_URL, { method: \"POST\", body: JSON.stringify({ title }) });\n  return { content: [{ type: \"text\", text: await r.text() }] };\n});\n```" + `

## Use instead
` + "```python\n@mcp.tool()\ndef create_ticket(user_id: str, title: str, idempotency_key: str) -> dict:\n    if (done := results.get(idempotency_key)) is not None:\n        return done\n    resp = requests.post(TICKETS_URL, json={\"reporter\": user_id, \"title\": title},\n                         headers={\"Idempotency-Key\": idempotency_key}, timeout=10)\n    results[idempotency_key] = resp.json()\n    return results[idempotency_key]\n```" + `

` + "```ts\nserver.tool(\"create_ticket\", { title: z.string(), idempotencyKey: z.string().uuid() }, async ({ title, idempotencyKey }) => {\n  const r = await fetch(TICKETS_URL, { method: \"POST\", body: JSON.stringify({ title }),\n    headers: { \"Idempotency-Key\": idempotencyKey } });\n  return { content: [{ type: \"text\", text: await r.text() }] };\n});\n```" + `

## References
- [SkillAudit, Designing for resiliency](https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/), checklist item 5 and pattern 6:
  "Mutating tools (writes, sends, grants) accept and enforce an idempotency key".
- [CWE-837: Improper Enforcement of a Single, Unique Action](https://cwe.mitre.org/data/definitions/837.html)
- [IETF draft: The Idempotency-Key HTTP Header Field](https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/)
- [RFC 9110 section 9.2.2: Idempotent Methods](https://www.rfc-editor.org/rfc/rfc9110#section-9.2.2)
- [MCP tool annotations: idempotentHint](https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations)

CWE-837 · checklist: mutating tools accept and enforce an idempotency key (SkillAudit checklist item 5).
`

var (
	// idemKeyRE matches names of idempotency-key parameters and the header (idemkey.RE).
	idemKeyRE = idemkey.RE
	// idemHintRE matches a tool annotation that declares the tool idempotent.
	// readOnlyHintRE finds a read-only hint set true (MCP ToolAnnotations.readOnlyHint).
	readOnlyHintRE = regexp.MustCompile(`(?i)(read_?only_?hint["']?\s*[:=]\s*[\w.]*\(?\s*true|WithReadOnlyHintAnnotation\(\s*true)`)
	idemHintRE     = regexp.MustCompile(`(?i)((idempotent|read_?only)_?hint["']?\s*[:=]\s*[\w.]*\(?\s*true|With(Idempotent|ReadOnly)HintAnnotation\(\s*true)`)
	// readToolVerbs are first words of tool names that ask for data: a POST
	// from such a tool is a query (a search API, a JSON-RPC proxy), not a write.
	readToolVerbs = map[string]bool{"get": true, "list": true, "search": true, "read": true, "find": true, "describe": true,
		"lookup": true, "fetch": true, "show": true, "view": true, "query": true, "count": true, "recommend": true,
		"explain": true, "check": true, "validate": true, "analyze": true, "summarize": true, "retrieve": true, "browse": true,
		// web data tools (Tavily, Firecrawl, Exa) POST a page's address to read it; a
		// crawl is no read verb: Firecrawl's starts a job
		"extract": true, "scrape": true, "map": true,
		// a question to an assistant (opik's ask_ollie): its POST opens a chat
		// session for the answer, a repeat asks again and changes nothing of the
		// caller's (judge12 in blind-unlisted.tsv)
		"ask": true,
		// computed answers that change nothing, though a JSON-RPC node or a
		// pipeline API takes them over POST: debug_traceCall,
		// alchemy_simulateExecution, eth_estimateGas, a pipeline _dryrun
		"simulate": true, "estimate": true, "trace": true, "dryrun": true, "preview": true,
		// a download fetches a stored file, even over a POST (a WhatsApp bridge's /api/download, kintone's file API)
		"download": true}
	writeToolVerbs = map[string]bool{"create": true, "add": true, "send": true, "post": true, "update": true, "insert": true,
		"write": true, "submit": true, "publish": true, "grant": true, "charge": true, "pay": true, "transfer": true,
		"book": true, "order": true, "upload": true, "register": true, "invite": true, "assign": true, "trigger": true,
		"open": true, "comment": true, "reply": true, "merge": true, "push": true, "fork": true, "commit": true,
		"save": true, "set": true, "edit": true, "patch": true, "append": true, "bump": true, "text": true, "notify": true}
	// sqlInsertRE and sqlIncrementRE match non-idempotent SQL; sqlUpsertRE idempotent upserts.
	sqlInsertRE    = regexp.MustCompile(`(?is)^\W*insert\s+into\b`)
	sqlIncrementRE = regexp.MustCompile(`(?is)^\W*update\b.*\bset\b.*?\b(\w+)\s*=\s*(\w+)\s*[-+]`)
	sqlUpsertRE    = regexp.MustCompile(`(?is)\bon\s+conflict\b|\bon\s+duplicate\s+key\b|^\W*insert\s+or\s+(replace|ignore)\b|\binsert\s+ignore\b`)
	// sqlExecMethods are the methods that run a SQL string given as their first argument.
	sqlExecMethods = map[string]bool{"execute": true, "executemany": true, "execute_many": true, "query": true, "exec": true,
		"run": true, "Exec": true, "ExecContext": true, "QueryRow": true, "QueryRowContext": true, "Query": true,
		"QueryContext": true, "fetch": true, "fetchrow": true, "fetchval": true, "raw": true, "$executeRaw": true, "$executeRawUnsafe": true}
	// docInsertMethods insert documents (MongoDB drivers, Motor).
	docInsertMethods = map[string]bool{"insert_one": true, "insert_many": true, "insertOne": true, "insertMany": true,
		"InsertOne": true, "InsertMany": true}
	// sendMethods send a message (mail, chat) that a retry would send twice.
	// A message handed to a broker is delivered again when the publish is
	// retried (pika's basic_publish, amqplib's sendToQueue: at-least-once),
	// unless the message carries an id a consumer dedupes on (publishDeduped).
	sendMethods = map[string]bool{"sendmail": true, "sendMail": true, "send_mail": true, "chat_postMessage": true,
		"basic_publish": true, "sendToQueue": true, "SendMail": true} // SendMail: Go net/smtp.SendMail (pkg.go.dev/net/smtp#SendMail)
	// pyKnownTypes are annotation names that carry no hidden fields.
	pyKnownTypes = map[string]bool{"Optional": true, "List": true, "Dict": true, "Annotated": true, "Literal": true,
		"Union": true, "Any": true, "Field": true, "Context": true, "Sequence": true, "Mapping": true, "Tuple": true,
		"Set": true, "None": true, "True": true, "False": true, "UUID": true, "Path": true, "Decimal": true}
)

var idempotencyKeyHints = model.Hints{
	model.LangPython: {"tool", "Tool"}, model.LangJavaScript: {"tool", "Tool"},
	// Go tools are AddTool calls (goTool compares the method's text), calls
	// of a wrapper of the file that makes one, and tool lists
	// (handlers.Tools: a Handler field), and mcp-golang functions.
	model.LangGo: {"AddTool", gotyped.Hint, "Handler:", "Tool{", "NewTool(", "ToolResponse", "NewServerTool(", "Tool(", "ToolCall(", "ToolRequest(", "ToolsCall(", `ools["`}, // ToolResponse: mcp-golang handlers; the rest SDK-less dispatchers and tool tables (handlers.Tools)
}

// idemCheck is one file's pass of RC601.
type idemCheck struct {
	p     *model.Pass
	f     *model.File
	funcs map[string][]*model.Node // local function name -> definitions
	muts  []idemSite               // mutations, in document order
	weak  []idemSite               // SDK creates (sdkCreate), in document order: reported only for a tool named to create
	wmemo map[*model.Node]*idemSite
	calls []idemSite // calls of local-looking names, in document order
	// settled are POSTs this file judged no mutation (a read, a state
	// action: their URL says so), in document order (settledIn)
	settled []idemSite
	tools   []func() // record the tools once every local function is known
	memo    map[*model.Node]*idemSite
	types   map[string][]*model.Node // top-level classes and Go types by name, built on first use
	own     map[string]bool          // names of the file's Python and JavaScript classes, built on first use (ownInstance)
	// judged are the handlers judged so far: a tool of the data-flow model
	// (handlers.Flow) whose handler a registration of the file names (or a
	// factory around it, a function in it) is judged there, once.
	judged []*model.Node
}

// namedAtMutation reports whether the function that makes the mutation
// at (the handler, or the helper it forwards to) passes a caller-given name
// to a create of a named kind (namedByCaller).
func namedAtMutation(f *model.File, name string, at *model.Node) bool {
	fn := model.EnclosingFunc(at)
	return fn != nil && namedByCaller(name, f.Text(fn))
}

// judgedAround reports whether a handler judged so far is fn, holds it
// (a factory returning it) or lies in it.
func (c *idemCheck) judgedAround(fn *model.Node) bool {
	for _, h := range c.judged {
		if h == nil {
			continue
		}
		if h.StartByte() <= fn.StartByte() && fn.EndByte() <= h.EndByte() || fn.StartByte() <= h.StartByte() && h.EndByte() <= fn.EndByte() {
			return true
		}
	}
	return false
}

type idemSite struct {
	at   *model.Node
	what string // "POST", "INSERT", ... or the callee name for calls
}

type idemTool struct {
	report  *model.Node   // where the finding goes
	name    string        // the tool's name, when known
	handler *model.Node   // the function that runs the tool
	schema  []*model.Node // nodes whose text declares the parameters (and annotations)
	texts   []string      // texts of other files that declare parameters: imported models (importedModel)
}

func checkIdempotencyKey(p *model.Pass) {
	f := p.File
	if !f.HasHint(idempotencyKeyHints) && !handlers.RegisteredElsewhere(f) { // a file of handlers another file registers need not say "tool"
		return
	}
	c := &idemCheck{p: p, f: f, funcs: map[string][]*model.Node{}, memo: map[*model.Node]*idemSite{}, wmemo: map[*model.Node]*idemSite{}}
	var callNodes []*model.Node          // every call, in document order
	tools := toolVisitors(c).For(f.Lang) // how the file's language registers a tool (perlang.go)
	// The callback acts only on the node types of walkSyms (its cases and
	// the tool visitors') and never prunes, so NodesOf hands it exactly the
	// nodes it acts on.
	f.NodesOf(walkSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymMethodDeclaration, model.SymGeneratorFunctionDeclaration:
			if name := n.ChildByFieldName("name"); name != nil {
				c.funcs[f.Text(name)] = append(c.funcs[f.Text(name)], n)
			}
		case model.SymVariableDeclarator:
			if v := n.ChildByFieldName("value"); v != nil && (v.Sym() == model.SymArrowFunction || v.Sym() == model.SymFunctionExpression || v.Sym() == model.SymFunction) {
				name := f.Text(n.ChildByFieldName("name"))
				c.funcs[name] = append(c.funcs[name], v)
			}
		case model.SymCall, model.SymCallExpression:
			callNodes = append(callNodes, n)
		}
		if tools != nil {
			tools(n)
		}
		return true
	})
	for _, t := range pyxdeco.With(f, gotyped.With(f, handlers.Tools(f))) { // dispatch branches, tool classes, Go tool lists, data flow, Go handlers by type, Python decorators of other modules
		c.tools = append(c.tools, func() {
			if t.Shape == handlers.Flow && c.judgedAround(t.Handler) {
				return // a registration of the file read above names the same function, or one around or in it
			}
			schema := t.Schema
			texts, unknown := defSchemaTexts(f, t)
			if unknown {
				schema = []*model.Node{nil} // a schema property typed by a schema of another file (defschema.go)
			}
			c.judge(idemTool{report: t.Report, name: t.Name, handler: t.Handler, schema: schema, texts: texts})
		})
	}
	if len(c.tools) == 0 {
		return // nothing to judge: the calls need no classifying
	}
	// Classifying a call reads only the file (never what the walk gathers),
	// so it can wait until a tool is known; in document order, as mutates's
	// binary searches need.
	for _, n := range callNodes {
		if inTelemetry(f, n) {
			if retry.MutatingRequest(f, n) == "POST" {
				c.settled = append(c.settled, idemSite{n, "POST"}) // an analytics event: judged here (xfile.go)
			}
			continue
		}
		if m := c.mutation(n); m == "POST" && upsert.ConflictUpdate(f, n) {
			c.settled = append(c.settled, idemSite{n, "POST"}) // a create whose 409 the code answers with an update (checks/facts/upsert)
		} else if m == SDKCreate {
			c.weak = append(c.weak, idemSite{n, m})
		} else if m != "" {
			c.muts = append(c.muts, idemSite{n, m})
		} else if documentedHelperPost(f, n) {
			c.settled = append(c.settled, idemSite{n, "POST"}) // an idempotent endpoint through a helper of the file (apiidem.go)
		} else if name := c.localCallee(n); name != "" {
			c.calls = append(c.calls, idemSite{n, name})
		} else if retry.MutatingRequest(f, n) == "POST" {
			c.settled = append(c.settled, idemSite{n, "POST"}) // a read or a state action: judged here, with its URL
		}
	}
	for _, t := range c.tools {
		t()
	}
}

// walkSyms are the node types checkIdempotencyKey's walk acts on.
var walkSyms = model.NewSymBitset(model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymMethodDefinition,
	model.SymMethodDeclaration, model.SymGeneratorFunctionDeclaration, model.SymVariableDeclarator,
	model.SymDecoratedDefinition, model.SymObject, model.SymCall, model.SymCallExpression)

// judge reports tool t when its handler mutates and nothing declares a key.
func (c *idemCheck) judge(t idemTool) {
	f := c.f
	if t.handler != nil {
		c.judged = append(c.judged, t.handler)
	}
	if t.handler == nil || readOnlyName(t.name) {
		c.trace(t, "readname")
		return
	}
	hinted := false   // the tool declares itself idempotent: believed unless its body creates (hintContradicted)
	readOnly := false // ... or read-only: its POST is then a query (a search, a scrape, an RPC), unless its name creates
	var schemaTexts []string
	for _, s := range t.schema {
		if s == nil {
			c.trace(t, "schema-unknown")
			return // parameters not known
		}
		txt := f.Text(s)
		schemaTexts = append(schemaTexts, txt)
		if idemKeyIn(txt) {
			c.trace(t, "keyed")
			return
		}
		hinted = hinted || idemHintIn(txt)
		readOnly = readOnly || hinted && readOnlyHintRE.MatchString(txt)
	}
	for _, txt := range append(t.texts, zodparse.Texts(f, t.handler)...) { // and the schema its handler parses its input with
		if idemKeyIn(txt) {
			c.trace(t, "keyed")
			return
		}
		schemaTexts = append(schemaTexts, txt)
	}
	if idemKeyIn(freshkey.Blank(retkeys.Blank(f, t.handler, codeText(f, t.handler)), idemKeyIn)) || callerGivenID(t.name, schemaTexts) {
		c.trace(t, "keyed-or-id")
		return // a key, or the resource's own id from the caller: a repeat is refused (callerid.go)
	}
	m := c.mutates(t.handler, 0)
	if m == nil && !hinted && createToolName(t.name) {
		m = c.mutatesIn(c.weak, c.wmemo, t.handler, 0) // a client's create, for a tool named to create (sdkcreate.go)
	}
	if m == nil && !hinted {
		m = c.createBranch(t.handler) // a create under `action === "create"` (branch.go)
	}
	if m == nil && !hinted && sqlwrite.Tool(t.name, append([]string{f.Text(t.handler)}, schemaTexts...)) {
		if at := sqlwrite.Exec(f, t.handler); at != nil {
			m = &idemSite{at: at, what: sqlwrite.What} // a write query the caller gives (checks/facts/sqlwrite)
		}
	}
	if m == nil && !hinted {
		if at := c.methodForward(t); at != nil { // a generic API tool passing the caller's method on (anymethod.go)
			m = &idemSite{at: at, what: MethodForward}
		}
	}
	if m == nil && !c.settledIn(t.handler) {
		c.pendingTool(t, hinted) // the function summaries may see a mutation in another file
		c.trace(t, pendingOutcome(t.name))
	} else if m == nil {
		c.trace(t, "settled")
	}
	if m == nil || hinted && !createsResource(f, m) || readOnly && m.what == "POST" && !createToolName(t.name) || namedCreate(t.name) || stateToolName(t.name, f.Text(m.at)+" "+requestTarget(f, m.at)) || deleteToolName(t.name) || namedByCaller(t.name, f.Text(t.handler)) ||
		namedAtMutation(f, t.name, m.at) || hookdup.NamedIn(t.name, f) { // hookdup: a webhook of an upstream that refuses a second one
		if m != nil {
			c.trace(t, "excused")
		}
		return // a named kind, a state action, a project under a given name: no second resource (sdkcreate.go, actions.go)
	}
	// The helper that mutates may send the header itself. (A mutation in the handler was read with it:
	// the function around a dispatch branch holds the other tools' branches too.)
	inHandler := t.handler.StartByte() <= m.at.StartByte() && m.at.EndByte() <= t.handler.EndByte()
	if fn := model.EnclosingFunc(m.at); fn != nil && !inHandler && keyedFunc(f, fn) {
		c.trace(t, "keyed-helper")
		return
	}
	c.trace(t, "reported:"+m.what)
	name := t.name
	if name == "" {
		name = "this tool"
	} else {
		name = "tool " + name
	}
	fix := keyFixes.For(f.Lang)
	if hinted {
		c.p.Report(t.report, hintContradicted(name, article(m.what)+" "+m.what, calleeText(f, m.at)+" at line "+model.Itoa(model.LineOf(f, m.at))), fix)
		return
	}
	c.p.Report(t.report, name+" performs "+article(m.what)+" "+m.what+" ("+calleeText(f, m.at)+" at line "+model.Itoa(model.LineOf(f, m.at))+
		") but takes no idempotency key, so a retry after a lost response repeats the mutation; "+
		"accept a caller-supplied idempotency key and deduplicate on it", fix)
}

// keyedFunc reports whether function fn names an idempotency key
// (idemKeyIn) outside the object it returns (checks/facts/retkeys: a
// requestId in a reply's metadata is no key sent with the request).
func keyedFunc(f *model.File, fn *model.Node) bool {
	txt := f.Text(fn)
	return idemKeyIn(txt) && idemKeyIn(freshkey.Blank(retkeys.Blank(f, fn, txt), idemKeyIn))
}

// idemKeyIn reports whether idemKeyRE matches s. The regexp is slow on the
// long handler texts it is asked about (a case-insensitive alternation has
// no literal prefix to skip by), so this is a byte-wise matcher of the same
// alternatives with ASCII case folding. Under (?i) the only non-ASCII runes
// that fold to an ASCII letter are U+212A (Kelvin sign, k) and U+017F (long
// s); a text that holds either goes to the regexp itself, so the answer is
// always the regexp's (TestIdemKeyIn compares them).
func idemKeyIn(s string) bool {
	if strings.Contains(s, "\u212a") || strings.Contains(s, "\u017f") {
		return idemKeyRE.MatchString(s)
	}
	for i := 0; i < len(s); i++ {
		switch s[i] | 0x20 { // only 'X' and 'x' give 'x' here: the cases are letters
		case 'i': // idempotency, idempotent_?key
			if model.HasFoldAt(s, i, "idempoten") {
				j := i + len("idempoten")
				if model.HasFoldAt(s, j, "cy") || (model.HasFoldAt(s, j, "t") && model.HasFoldAt(s, skipUnderscore(s, j+1), "key")) {
					return true
				}
			}
		case 'r': // request_?id at a word start or after client, retry_?key (LINE's X-Line-Retry-Key)
			if model.HasFoldAt(s, i, "request") && model.HasFoldAt(s, skipUnderscore(s, i+len("request")), "id") &&
				(wordStart(s, i) || i >= len("client") && model.HasFoldAt(s, i-len("client"), "client")) {
				return true
			}
			if j := i + len("retry"); model.HasFoldAt(s, i, "retry") && j < len(s) && s[j] == '-' && model.HasFoldAt(s, j+1, "key") ||
				model.HasFoldAt(s, i, "retry") && model.HasFoldAt(s, skipUnderscore(s, j), "key") {
				return true
			}
		case 'c': // client_?(request_?)?token (AWS ClientToken, ClientRequestToken)
			if !model.HasFoldAt(s, i, "client") {
				continue
			}
			j := skipUnderscore(s, i+len("client"))
			if model.HasFoldAt(s, j, "request") {
				j = skipUnderscore(s, j+len("request"))
			}
			if model.HasFoldAt(s, j, "token") {
				return true
			}
		case 'd': // dedupe?_?(key|id|token), deduplication_?(key|id)
			if !model.HasFoldAt(s, i, "dedup") {
				continue
			}
			j := i + len("dedup")
			if model.HasFoldAt(s, j, "e") {
				j++
			}
			if j = skipUnderscore(s, j); model.HasFoldAt(s, j, "key") || model.HasFoldAt(s, j, "id") || model.HasFoldAt(s, j, "token") {
				return true
			}
			if j := i + len("dedup"); model.HasFoldAt(s, j, "lication") {
				if j = skipUnderscore(s, j+len("lication")); model.HasFoldAt(s, j, "key") || model.HasFoldAt(s, j, "id") {
					return true
				}
			}
		case 'n':
			if model.HasFoldAt(s, i, "nonce") && wordStart(s, i) {
				return true
			}
		}
	}
	return false
}

// wordStart reports whether byte i of s begins a word: no ASCII letter
// before it. (Under (?i), [^a-z] excludes the Kelvin sign and the long s
// too; texts with those go to the regexp.)
func wordStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	c := s[i-1] | 0x20
	return c < 'a' || c > 'z'
}

// skipUnderscore returns i+1 when s has '_' at byte i, else i.
func skipUnderscore(s string, i int) int {
	if i < len(s) && s[i] == '_' {
		return i + 1
	}
	return i
}

// idemHintIn reports whether idemHintRE matches s. Every match contains
// "hint" in some case, and no non-ASCII rune folds to h, i, n or t, so a text
// without it (nearly every text) skips the regexp.
func idemHintIn(s string) bool {
	return model.ContainsFoldAny(s, "hint") && idemHintRE.MatchString(s)
}

// readOnlyName reports whether a tool's name asks for data: it has a read
// verb (search, get, list, ...) and no write verb (create, send, ...).
func readOnlyName(name string) bool {
	read := false
	for _, w := range nameWordsLower(name) {
		if writeToolVerbs[w] {
			return false
		}
		read = read || readToolVerbs[w]
	}
	return read
}

func article(w string) string {
	if w == "INSERT" || w == "increment UPDATE" || w == "insert" {
		return "an"
	}
	return "a"
}

func calleeText(f *model.File, call *model.Node) string {
	t := f.Text(model.Callee(call))
	if len(t) > 40 {
		t = t[:40] + "..."
	}
	return t
}

// mutates returns the first mutation inside fn, or inside a local function
// that fn calls (up to two levels down), or nil.
func (c *idemCheck) mutates(fn *model.Node, depth int) *idemSite {
	return c.mutatesIn(c.muts, c.memo, fn, depth)
}

// mutatesIn is mutates over the mutation list muts, memoised in memo.
func (c *idemCheck) mutatesIn(muts []idemSite, memo map[*model.Node]*idemSite, fn *model.Node, depth int) *idemSite {
	if m, ok := memo[fn]; ok {
		return m
	}
	memo[fn] = nil // cut recursion
	start, end := fn.StartByte(), fn.EndByte()
	var found *idemSite
	for i := sort.Search(len(muts), func(i int) bool { return muts[i].at.StartByte() >= start }); found == nil && i < len(muts) && muts[i].at.StartByte() < end; i++ {
		if !retobj.InReturnedMember(c.f, fn, muts[i].at) { // a member of an object fn returns runs only when called (checks/facts/retobj)
			found = &muts[i]
		}
	}
	if found == nil && depth < 2 {
		i := sort.Search(len(c.calls), func(i int) bool { return c.calls[i].at.StartByte() >= start })
		for ; found == nil && i < len(c.calls) && c.calls[i].at.StartByte() < end; i++ {
			for _, def := range c.funcs[c.calls[i].what] {
				if def.StartByte() <= c.calls[i].at.StartByte() && c.calls[i].at.EndByte() <= def.EndByte() {
					continue // recursion
				}
				if m := c.reached(muts, memo, c.calls[i].at, def, depth); m != nil {
					found = m
					break
				}
			}
		}
	}
	if depth == 0 || found != nil {
		memo[fn] = found
	} else {
		delete(memo, fn) // a deeper cut-off result is not final
	}
	return found
}

// reached is mutatesIn of def, called by call, less what a dispatch branch
// the call's method skips (idemkey.Unreached): then the first other
// mutation of def, or of a function it calls when one level down, or nil.
func (c *idemCheck) reached(muts []idemSite, memo map[*model.Node]*idemSite, call, def *model.Node, depth int) *idemSite {
	m := c.mutatesIn(muts, memo, def, depth+1)
	if m == nil || !idemkey.Unreached(c.f, call, def, m.at) {
		return m
	}
	for i, j := idemkey.Span(def, len(muts), func(k int) uint32 { return muts[k].at.StartByte() }); i < j; i++ {
		if !idemkey.Unreached(c.f, call, def, muts[i].at) {
			return &muts[i]
		}
	}
	for i, j := idemkey.Span(def, len(c.calls), func(k int) uint32 { return c.calls[k].at.StartByte() }); depth == 0 && i < j; i++ {
		for _, d := range c.funcs[c.calls[i].what] {
			if m := c.mutatesIn(muts, memo, d, 2); m != nil && !model.Contains(def, d) && !idemkey.Unreached(c.f, call, def, c.calls[i].at) {
				return m
			}
		}
	}
	return nil
}

// localCallee returns the name of a function of this file that call may
// call: `helper(...)`, `self.helper(...)`, `this.helper(...)`, Go `h.helper(...)`.
func (c *idemCheck) localCallee(call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil {
		return ""
	}
	switch fn.Sym() {
	case model.SymIdentifier:
		return c.f.Text(fn)
	case model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression:
		obj := fn.ChildByFieldName("object")
		prop := fn.ChildByFieldName("attribute")
		if prop == nil {
			prop = fn.ChildByFieldName("property")
		}
		if fn.Sym() == model.SymSelectorExpression {
			obj, prop = fn.ChildByFieldName("operand"), fn.ChildByFieldName("field")
		}
		if obj == nil || prop == nil {
			return ""
		}
		o := c.f.Text(obj)
		if o == "self" || o == "this" || o == "cls" || c.ownInstance(obj) {
			return c.f.Text(prop)
		}
		if c.f.Lang == model.LangGo && obj.Sym() == model.SymIdentifier {
			if _, imp := c.f.Imports()[o]; !imp {
				return c.f.Text(prop)
			}
		}
	}
	return ""
}

// mutation classifies call as a non-idempotent mutation: "POST", "PATCH",
// "INSERT", "increment UPDATE", "insert" (documents); "" otherwise.
func (c *idemCheck) mutation(call *model.Node) (m string) {
	f := c.f
	if m := retry.MutatingRequest(f, call); m != "" {
		if m == "PATCH" {
			return "" // sets the fields it names: a repeat leaves the same state (setFieldsPatch)
		}
		if retry.ReadOverPost(f, call) {
			return "" // a search or parse sent as a POST body
		}
		if overwrites(f, call) {
			return "" // a replace: repeating it leaves the same state
		}
		return postKind(f, call, m) // a state action, a GraphQL request (actions.go)
	}
	if graphQLCreate(f, call) {
		return GraphQLCreate // client.request(doc, vars) with doc `mutation { issueCreate(...) }` (graphql.go)
	}
	if m := helperPost(f, call); m != "" {
		return m // a POST handed to a request helper: _make_request("POST", path) (actions.go)
	}
	if rowCreate(f, call) {
		return "POST" // a generated or modelled API client's create operation (genclient.go)
	}
	fn := model.Callee(call)
	if fn == nil {
		return ""
	}
	name := f.Text(fn)
	last := name[strings.LastIndex(name, ".")+1:]
	if last == name {
		return ""
	}
	if docInsertMethods[last] || last == "index" && searchIndexNoID(f, call) {
		return "insert"
	}
	if last == "Create" && f.Lang == model.LangGo && kubeCreate(f, call) {
		if generateNameCreate(f, call) {
			return GeneratedCreate // a Kubernetes object named by the API server per call (goservertool.go)
		}
		return "" // a named object: a repeat is refused with 409 AlreadyExists
	}
	if last == "create" && c.stripeResource(fn) {
		return "Stripe create"
	}
	if sendMethods[last] && !publishDeduped(f, call) || strings.HasSuffix(name, "chat.postMessage") || rpcmethod.APICallCreate(f, call) != "" {
		return "send"
	}
	defer func() {
		if m == "" && sdkCreate(f, call) && !idemkey.AWSNamedCreate(f, call) && !idemkey.GoNamedCreate(f, call) { // a name the service keeps unique: refused on a repeat
			m = SDKCreate
		}
	}()
	if sqlExecMethods[last] {
		arg := model.Arg(call, 0)
		if f.Lang == model.LangGo && arg != nil && (strings.HasSuffix(last, "Context")) {
			arg = model.Arg(call, 1)
		}
		if arg == nil {
			return ""
		}
		v := f.Resolve(arg)
		switch v.Sym() {
		case model.SymString, model.SymTemplateString, model.SymInterpretedStringLiteral, model.SymRawStringLiteral, model.SymConcatenatedString:
		default:
			return ""
		}
		sql := strings.Trim(f.Text(v), "`'\"rbfRBF")
		switch {
		case sqlUpsertRE.MatchString(sql):
			return ""
		case sqlInsertRE.MatchString(sql) && !idemkey.LogTable(sql):
			return "INSERT"
		case cypher.Create(sql):
			return cypher.Kind // tx.run / session.run / graph.query of a Cypher CREATE
		case sqlIncrementRE.MatchString(sql):
			m := sqlIncrementRE.FindStringSubmatch(sql)
			if strings.EqualFold(m[1], m[2]) {
				return "increment UPDATE"
			}
		}
	}
	return ""
}

// pyTool records a FastMCP tool: a function decorated with X.tool or X.tool(...).
func (c *idemCheck) pyTool(dd *model.Node) {
	f := c.f
	def := dd.ChildByFieldName("definition")
	if def == nil || def.Sym() != model.SymFunctionDefinition {
		return
	}
	var deco *model.Node // the last @<server>.tool decorator
	adapt.PyDecorators(dd, func(d, e *model.Node) bool {
		if e.Sym() == model.SymAttribute && f.Text(e.ChildByFieldName("attribute")) == "tool" && c.pyServer(e.ChildByFieldName("object")) {
			deco = d
		}
		return true
	})
	if deco == nil {
		return
	}
	schema, texts := c.pyDefSchema(deco, def)
	name := f.Text(def.ChildByFieldName("name"))
	if e := deco.NamedChild(0); e.Sym() == model.SymCall {
		if v := f.Kwarg(e, "name"); v != nil && v.Sym() == model.SymString {
			name = strings.Trim(f.Text(v), "'\"")
		}
	}
	c.tools = append(c.tools, func() {
		c.judge(idemTool{report: def.ChildByFieldName("name"), name: name, handler: def.ChildByFieldName("body"), schema: schema, texts: texts})
	})
}

// pyParamSchema returns the nodes that declare one parameter: the parameter
// itself and, when it is typed with a class of this file, that class; a nil
// entry when the type is a class this file does not define, unless the text
// of an imported model's fields is known (importedModel): that text is
// added to texts.
func (c *idemCheck) pyParamSchema(prm *model.Node, texts *[]string) []*model.Node {
	f := c.f
	out := []*model.Node{prm}
	typ := prm.ChildByFieldName("type")
	if typ == nil {
		return out
	}
	model.Walk(typ, func(n *model.Node) bool {
		if n.Sym() == model.SymGenericType && n.NamedChildCount() > 0 && f.Text(n.NamedChild(0)) == "Context" {
			return false // the SDK's request context, Context[ServerSession, None]: its type arguments are the session's, no tool parameter
		}
		if n.Sym() != model.SymIdentifier { // a call is Annotated's metadata (Field(...), BeforeValidator(fn)): no type, no fields
			return n.Sym() != model.SymCall
		}
		t := f.Text(n)
		if t == "" || t[0] < 'A' || t[0] > 'Z' || pyKnownTypes[t] || scalarAlias(t) || pyConstName(t) || pyScalarAlias(string(f.Src), t) {
			return true // a scalar alias of this file (importedschema.go), a constant
		}
		if p := n.Parent(); p != nil && p.Sym() == model.SymAttribute && p.ChildByFieldName("object") == n {
			return true // a module: pydantic.Field, typing.X
		}
		found := false
		for _, d := range c.classes(t) {
			out = append(out, d)
			found = true
		}
		if !found {
			if txt, ok := importedModel(f, t); ok { // a model of another file of the repository (importedschema.go)
				*texts = append(*texts, txt)
			} else {
				out = append(out, nil)
			}
		}
		return true
	})
	return out
}

// scalarAlias reports whether a parameter's type name says it is an
// identifier or a string (pipefy's `PipefyId = Annotated[str,
// BeforeValidator(...)]`, `NonBlankStr`, `UserID`): an alias of a scalar,
// imported or not, declares no fields, so no idempotency key hides in it.
// A model (`CreateCardInput`, `TicketRequest`) is named for what it holds.
func scalarAlias(t string) bool {
	for _, suf := range []string{"Id", "ID", "Ids", "IDs", "Str", "String"} {
		if len(t) > len(suf) && strings.HasSuffix(t, suf) {
			return true
		}
	}
	return false
}

// classes returns the class definitions (Python) or type declarations (Go)
// named name in this file.
func (c *idemCheck) classes(name string) []*model.Node {
	if c.types == nil { // index the file's top level once
		c.types = map[string][]*model.Node{}
		root := c.f.Root
		for i := 0; i < int(root.NamedChildCount()); i++ {
			n := root.NamedChild(i)
			if n.Sym() == model.SymDecoratedDefinition {
				n = n.ChildByFieldName("definition")
			}
			switch {
			case n == nil:
			case n.Sym() == model.SymClassDefinition:
				k := c.f.Text(n.ChildByFieldName("name"))
				c.types[k] = append(c.types[k], n)
			case n.Sym() == model.SymTypeDeclaration:
				for j := 0; j < int(n.NamedChildCount()); j++ {
					if t := n.NamedChild(j); t.Sym() == model.SymTypeSpec {
						k := c.f.Text(t.ChildByFieldName("name"))
						c.types[k] = append(c.types[k], t)
					}
				}
			}
		}
	}
	return c.types[name]
}

// pyServer reports whether a decorator receiver is an MCP server: bound to FastMCP(...) / Server(...) in this file,
// a parameter annotated with such a class (def register_tools(app: FastMCP)), or imported or unbound with a
// name that says so, or a server held on self (checks/facts/pyselfsrv).
func (c *idemCheck) pyServer(obj *model.Node) bool {
	if obj == nil {
		return false
	}
	v := c.f.Resolve(obj)
	if v.Sym() == model.SymCall {
		n := c.f.QualifiedName(model.Callee(v))
		n = strings.ToLower(n[strings.LastIndex(n, ".")+1:])
		return strings.Contains(n, "mcp") || strings.HasSuffix(n, "server")
	}
	if v == model.Unwrap(obj) || v.Sym() == model.SymIdentifier || v.Sym() == model.SymAttribute {
		t := strings.ToLower(c.f.Text(obj))
		if strings.Contains(t, "mcp") || t == "server" || t == "self.server" {
			return true
		}
		if obj.Sym() == model.SymIdentifier { // def register(app: FastMCP): @app.tool()
			if ty := bounds.PyParamType(c.f, obj); ty != nil {
				n := strings.ToLower(c.f.Text(ty))
				n = n[strings.LastIndex(n, ".")+1:]
				return strings.Contains(n, "mcp") || strings.HasSuffix(n, "server")
			}
		}
	}
	return pyselfsrv.Server(c.f, obj) // @self.tool in a FastMCP subclass, @self.app.tool of a server the class assigns
}

// jsTool records server.tool(name, ..., handler) and
// server.registerTool(name, config, handler).
func (c *idemCheck) jsTool(call *model.Node) {
	f := c.f
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymMemberExpression {
		return
	}
	prop := f.Text(fn.ChildByFieldName("property"))
	if prop != "tool" && prop != "registerTool" && !restreg.Method(f, fn) || !c.jsServer(fn.ChildByFieldName("object")) { // restreg: a rest method of an McpServer subclass
		return
	}
	n := model.NumArgs(call)
	if n < 2 || model.HasSplat(call) {
		return
	}
	first := model.Unwrap(model.Arg(call, 0))
	name := ""
	if first.Sym() == model.SymString {
		name = strings.Trim(f.Text(first), "'\"`")
	}
	if first.Sym() == model.SymMemberExpression { // server.tool(TOOLS.create_x, ...): a name from the file's table
		if v := f.Resolve(first.ChildByFieldName("object")); v != nil && v.Sym() == model.SymObject {
			if s, _ := f.ObjectProp(v, f.Text(first.ChildByFieldName("property"))); s != nil && model.Unwrap(s).Sym() == model.SymString {
				name = strings.Trim(f.Text(s), "'\"`")
			}
		}
	}
	handlerArg := model.Arg(call, n-1)
	schema, texts := []*model.Node(nil), []string(nil)
	for i := 1; i < n-1; i++ { // the first argument is the tool's name
		a := model.Unwrap(model.Arg(call, i))
		switch a.Sym() {
		case model.SymString, model.SymTemplateString, model.SymObject:
			schema = append(schema, a)
		case model.SymIdentifier, model.SymMemberExpression:
			if i == 1 && n >= 4 && descriptionName(f, a) {
				continue // the description, a string constant of another module (`prompts.PRODUCE_MESSAGE_DESCRIPTION`)
			}
			v := f.Resolve(jsschema.ShapeOwner(f, a)) // `Schema.shape`: the schema the file binds
			if v.Sym() != model.SymObject && v.Sym() != model.SymCallExpression && v.Sym() != model.SymString {
				if txt, ok := jsschema.Imported(f, a); ok { // a zod object another module of the repository declares
					texts = append(texts, txt)
					continue
				}
				schema = append(schema, nil) // a schema from elsewhere
			} else {
				schema = append(schema, v)
			}
		default:
			schema = append(schema, a)
		}
	}
	c.tools = append(c.tools, func() {
		c.judge(idemTool{report: call, name: name, handler: c.jsFunc(handlerArg), schema: schema, texts: texts})
	})
}

// jsToolObject records a tool definition object, the shape agent and MCP
// frameworks use besides the SDK's registration calls: an object literal
// with an input schema (inputSchema or parameters) and an execute,
// handler, call or callback function (jsrunkey.Run), named by its name or
// method key. A schema built by a
// function of the file is read from that function's text.
func (c *idemCheck) jsToolObject(obj *model.Node) {
	f := c.f
	exec := jsrunkey.Run(f, obj) // execute, handler, call, callback (checks/facts/jsrunkey)
	schema, _ := f.ObjectProp(obj, "inputSchema")
	if schema == nil {
		schema, _ = f.ObjectProp(obj, "parameters")
	}
	if exec == nil || schema == nil {
		return
	}
	handler := c.jsFunc(exec)
	if handler == nil {
		return
	}
	name := ""
	for _, k := range []string{"method", "name"} {
		if v, _ := f.ObjectProp(obj, k); v != nil && model.Unwrap(v).Sym() == model.SymString {
			name = strings.Trim(f.Text(v), "'\"`")
			break
		} else if v != nil && model.Unwrap(v).Sym() == model.SymMemberExpression && k == "name" {
			name = handlers.TableName(f, model.Unwrap(v)) // name: ToolNames.ADD_TASKS
		}
	}
	if name == "" {
		name = toolKey(f, obj) // tools: { postgrestRequest: tool({ parameters, execute }) } (anymethod.go)
	}
	var sch *model.Node
	switch v := model.Unwrap(schema); v.Sym() {
	case model.SymObject, model.SymCallExpression:
		sch = v
		if cal := model.Callee(v); v.Sym() == model.SymCallExpression && cal != nil && cal.Sym() == model.SymIdentifier {
			if defs := c.funcs[f.Text(cal)]; len(defs) == 1 {
				sch = defs[0] // createRefundParameters(context): the function that builds it
			} else if importedArg(f, v) {
				sch = nil // zodToJsonSchema(schemas.CreateProjectSchema): parameters this file cannot see
			}
		}
	case model.SymIdentifier:
		if r := f.Resolve(v); r.Sym() == model.SymObject || r.Sym() == model.SymCallExpression {
			sch = r
		}
	}
	schemas := []*model.Node{sch}
	if ann, _ := f.ObjectProp(obj, "annotations"); ann != nil && sch != nil {
		schemas = append(schemas, ann) // annotations: { idempotentHint: true } of the definition (hintContradicted)
	}
	c.tools = append(c.tools, func() {
		// reported at the handler, where the mutation and the fix are
		c.judge(idemTool{report: handler, name: name, handler: handler, schema: schemas})
	})
}

// stripeResource reports whether a method's receiver is a resource of a
// Stripe client (stripe.refunds in stripe.refunds.create, Python
// stripe.Refund): Stripe takes an idempotency key on every create and
// repeats the create without one.
func (c *idemCheck) stripeResource(fn *model.Node) bool {
	f := c.f
	if q := model.ImportedName(f, fn); strings.HasPrefix(q, "stripe.") {
		return true
	}
	res := fn.ChildByFieldName("object")
	if res == nil || (res.Sym() != model.SymMemberExpression && res.Sym() != model.SymAttribute) {
		return false
	}
	root := res.ChildByFieldName("object")
	if root == nil || root.Sym() != model.SymIdentifier {
		return false
	}
	if f.Imports()[f.Text(root)] == "stripe" {
		return true
	}
	// a parameter typed with the Stripe class: (stripe: Stripe, ...)
	if fnDef := model.EnclosingFunc(root); fnDef != nil {
		found := false
		model.Walk(fnDef.ChildByFieldName("parameters"), func(n *model.Node) bool {
			if (n.Sym() == model.SymRequiredParameter || n.Sym() == model.SymOptionalParameter) && f.Text(n.ChildByFieldName("pattern")) == f.Text(root) {
				if t := n.ChildByFieldName("type"); t != nil {
					tt := strings.TrimSpace(strings.TrimPrefix(f.Text(t), ":"))
					found = f.Imports()[tt] == "stripe"
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	if v := f.Resolve(root); v != nil && v.Sym() == model.SymNewExpression {
		return f.Imports()[f.Text(model.Callee(v))] == "stripe"
	}
	return false
}

// jsServer reports whether obj is an McpServer / Server: built with
// `new X(...)` where X ends in Server, or a name that says so.
func (c *idemCheck) jsServer(obj *model.Node) bool {
	if obj == nil {
		return false
	}
	v := c.f.Resolve(obj)
	if v.Sym() == model.SymNewExpression {
		return strings.HasSuffix(c.f.Text(model.Callee(v)), "Server")
	}
	t := strings.ToLower(c.f.Text(obj))
	t = t[strings.LastIndex(t, ".")+1:]
	return strings.Contains(t, "server") || strings.Contains(t, "mcp")
}

// jsFunc resolves a handler argument to a function node.
func (c *idemCheck) jsFunc(a *model.Node) *model.Node {
	a = model.Unwrap(a)
	if a == nil {
		return nil
	}
	switch a.Sym() {
	case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymMethodDefinition:
		return a // a method definition: { async execute(args) {...} }
	case model.SymIdentifier:
		if defs := c.funcs[c.f.Text(a)]; len(defs) == 1 {
			return defs[0]
		}
		v := c.f.Resolve(a)
		if v.Sym() == model.SymArrowFunction || v.Sym() == model.SymFunctionExpression || v.Sym() == model.SymFunction {
			return v
		}
	case model.SymMemberExpression:
		obj := c.f.Text(a.ChildByFieldName("object"))
		if obj == "this" {
			if defs := c.funcs[c.f.Text(a.ChildByFieldName("property"))]; len(defs) == 1 {
				return defs[0]
			}
		}
	case model.SymCallExpression:
		// handler built by a call: .bind(this) or a wrapper of an inline function
		if fn := model.Callee(a); fn != nil && fn.Sym() == model.SymMemberExpression && c.f.Text(fn.ChildByFieldName("property")) == "bind" {
			return c.jsFunc(fn.ChildByFieldName("object"))
		}
		// a wrapper given the handler inline as its last argument: gcpTool(creds, async (args) => {...})
		if n := model.NumArgs(a); n > 0 {
			switch h := model.Unwrap(model.Arg(a, n-1)); h.Sym() {
			case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction:
				return h
			}
		}
	}
	return nil
}

// goTool records mcp-go s.AddTool(tool, handler) and go-sdk
// mcp.AddTool(server, tool, handler) / server.AddTool(tool, handler).
func (c *idemCheck) goTool(call *model.Node) {
	f := c.f
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	var toolArg, handlerArg *model.Node
	switch {
	case fn.Sym() == model.SymSelectorExpression && f.Text(fn.ChildByFieldName("field")) == "AddTool":
		switch model.NumArgs(call) {
		case 2:
			toolArg, handlerArg = model.Arg(call, 0), model.Arg(call, 1)
		case 3:
			toolArg, handlerArg = model.Arg(call, 1), model.Arg(call, 2)
		default:
			return
		}
	case fn.Sym() == model.SymIdentifier || fn.Sym() == model.SymSelectorExpression:
		// a wrapper of the file that registers its arguments (handlers.GoWrappers), or one of
		// another file of the package (a method too: s.RegisterTool(tool, handler), gopkgwrap.go)
		name := f.Text(fn)
		if fn.Sym() == model.SymSelectorExpression {
			if _, imp := f.Imports()[f.Text(fn.ChildByFieldName("operand"))]; imp {
				return // a package's function
			}
			name = f.Text(fn.ChildByFieldName("field"))
		}
		var w handlers.Wrapper
		ok := false
		if fn.Sym() == model.SymIdentifier {
			w, ok = handlers.GoWrappers(f)[name]
		}
		if low := strings.ToLower(name); !ok && model.NumArgs(call) >= 2 && (strings.Contains(low, "tool") || strings.Contains(low, "register")) {
			w, ok = gopkg.Of(f).Wrapper(name, fn.Sym() == model.SymSelectorExpression)
		}
		if !ok {
			return
		}
		toolArg, handlerArg = model.Arg(call, w.Tool), model.Arg(call, w.Handler)
		if toolArg == nil || handlerArg == nil {
			return
		}
	default:
		return
	}
	tool := f.Resolve(toolArg)
	var schema []*model.Node
	name := ""
	switch tool.Sym() {
	case model.SymCallExpression: // mcp.NewTool("name", opts...)
		if !strings.HasSuffix(f.Text(model.Callee(tool)), "NewTool") {
			c.goToolDef(call, tool, handlerArg) // a function of the repository that returns the tool (gotooldef)
			return
		}
		schema = append(schema, tool)
		if a := model.Arg(tool, 0); a != nil && a.Sym() == model.SymInterpretedStringLiteral {
			name = strings.Trim(f.Text(a), `"`)
		}
		for i := 1; i < model.NumArgs(tool); i++ {
			if o := model.Arg(tool, i); o.Sym() == model.SymIdentifier {
				schema = append(schema, nil) // options from elsewhere
			}
		}
	case model.SymCompositeLiteral: // &mcp.Tool{Name: ..., InputSchema: ...}
		if !strings.HasSuffix(f.Text(tool.ChildByFieldName("type")), "Tool") {
			return
		}
		schema = append(schema, tool)
		if a := f.GoKeyed(tool, "Name"); a != nil && a.Sym() == model.SymInterpretedStringLiteral {
			name = strings.Trim(f.Text(a), `"`)
		}
		if s := f.GoKeyed(tool, "InputSchema"); s != nil && s.Sym() == model.SymIdentifier {
			schema = append(schema, nil)
		}
	default:
		c.goToolDef(call, tool, handlerArg) // a variable of the repository set to the tool (gotooldef)
		return
	}
	c.tools = append(c.tools, func() { c.goJudge(call, name, handlerArg, schema) })
}

// goJudge resolves a Go tool's handler, adds a go-sdk typed input to its
// schema and judges it; defs are the texts of a definition of another
// declaration (goToolDef).
func (c *idemCheck) goJudge(call *model.Node, name string, handlerArg *model.Node, schema []*model.Node, defs ...string) {
	f := c.f
	handler := c.goFunc(handlerArg)
	var texts []string
	if handler == nil {
		handler, schema, texts = c.goElsewhere(call, handlerArg, schema) // a factory of another file or package: the summaries follow its call
	}
	if handler == nil {
		if Trace != nil { // a handler given by name of another file: judged there
			Trace(f.Path, model.LineOf(f, call), name, "nohandler")
		}
		return
	}
	// go-sdk typed handlers: func(ctx, req, args In): the In struct is the schema.
	if params := handler.ChildByFieldName("parameters"); params != nil && params.NamedChildCount() >= 3 &&
		strings.Contains(f.Text(params.NamedChild(0)), "context.Context") {
		typ := params.NamedChild(2).ChildByFieldName("type")
		if typ != nil {
			tn := f.Text(typ)
			tn = strings.TrimPrefix(tn, "*")
			if strings.Contains(tn, ".") || tn == "any" || tn == "map[string]any" {
				if txt, ok := gostructsrc.Text(f, tn); ok {
					texts = append(texts, txt) // a struct of another package of the module (checks/facts/gostructsrc)
				} else if tn != "any" && tn != "map[string]any" {
					schema = append(schema, nil)
				}
			} else if defs := c.classes(tn); len(defs) > 0 {
				schema = append(schema, defs...)
			} else if d := golocaltype.Spec(f, call, tn); d != nil {
				schema = append(schema, d) // a type the registering function declares (checks/facts/golocaltype)
			} else {
				schema = append(schema, nil)
			}
		}
	}
	report := call // a handler given by name is reported at its name, the tool's body (once: another registration of it at its call)
	if a := model.Unwrap(handlerArg); (a.Sym() == model.SymIdentifier || a.Sym() == model.SymSelectorExpression) &&
		(handler.Sym() == model.SymFunctionDeclaration || handler.Sym() == model.SymMethodDeclaration) && !slices.Contains(c.judged, handler) {
		report = handler.ChildByFieldName("name")
	}
	c.judge(idemTool{report: report, name: name, handler: handler, schema: schema, texts: append(texts, defs...)})
}

// goFunc resolves a Go handler argument: a func literal, a function or
// method of this file, or a call of a local constructor that returns one.
func (c *idemCheck) goFunc(a *model.Node) *model.Node {
	a = model.Unwrap(a)
	if a == nil {
		return nil
	}
	switch a.Sym() {
	case model.SymFuncLiteral:
		return a
	case model.SymIdentifier:
		if defs := c.funcs[c.f.Text(a)]; len(defs) == 1 {
			return defs[0]
		}
		if v := c.f.Resolve(a); v.Sym() == model.SymFuncLiteral {
			return v
		}
	case model.SymSelectorExpression:
		if _, imp := c.f.Imports()[c.f.Text(a.ChildByFieldName("operand"))]; imp {
			return nil
		}
		if defs := c.funcs[c.f.Text(a.ChildByFieldName("field"))]; len(defs) == 1 {
			return defs[0]
		}
	case model.SymCallExpression:
		fn := model.Callee(a)
		if fn != nil && (fn.Sym() == model.SymIdentifier || fn.Sym() == model.SymSelectorExpression) {
			if h := c.goFunc(fn); h != nil {
				return h
			}
		}
		// an SDK adapter of a handler of this file: mcp.NewTypedToolHandler(h),
		// also beside other arguments (telemetry.WithTracing("name", h)): the one
		// argument that is a function of this file
		if fn != nil && fn.Sym() == model.SymSelectorExpression {
			if _, imp := c.f.Imports()[c.f.Text(fn.ChildByFieldName("operand"))]; imp {
				return c.goAdapted(a)
			}
		}
	}
	return nil
}

// pyDefSchema returns the schema nodes of Python tool function def (anchor
// first, then each parameter's (pyParamSchema), nil for a *args/**kwargs
// whose parameters are not known) and the fields of imported models its
// parameters name (importedModel).
func (c *idemCheck) pyDefSchema(anchor, def *model.Node) (schema []*model.Node, texts []string) {
	schema = []*model.Node{anchor}
	params := def.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		prm := params.NamedChild(i)
		switch prm.Sym() {
		case model.SymListSplatPattern, model.SymDictionarySplatPattern:
			schema = append(schema, nil) // parameters not known
			continue
		}
		schema = append(schema, c.pyParamSchema(prm, &texts)...)
	}
	return schema, texts
}
