// Tool modules that export a definition object naming their handler, a
// function of the module, instead of holding it inline (PostHog's MCP
// tools: `const tool = (): ToolBase => ({ name, schema, handler:
// createHandler })`, registered in a loop elsewhere). A create that POSTs
// a new object on every call repeats it when the client retries.
import { z } from "zod";

const schema = z.object({ title: z.string(), body: z.string() });

export const createHandler = async (context: Context, params: { title: string; body: string }) => { // want: RC601
  const res = await fetch(`${context.baseUrl}/dashboards/`, { method: "POST", body: JSON.stringify(params) });
  return res.json();
};

const tool = () => ({
  name: "dashboard-create",
  schema,
  handler: createHandler,
});

export default tool;

// A nested list item's key is no key of the object the tool makes.
const experimentSchema = z.object({
  name: z.string(),
  variants: z.array(
    z.object({
      key: z.string(),
    }),
  ),
});

async function createExperiment(context: Context, params: { name: string }) { // want: RC601
  const res = await fetch(`${context.baseUrl}/experiments/`, { method: "POST", body: JSON.stringify(params) });
  return res.json();
}

export const experimentTool = () => ({ name: "experiment-create", schema: experimentSchema, handler: createExperiment });

// ---- not reported ----

// the flag's key is required and unique in its project: a repeated create
// is refused, no second flag
const flagSchema = z.object({
  name: z.string(),
  key: z.string(),
});

const createFlag = async (context: Context, params: { name: string; key: string }) => {
  const res = await fetch(`${context.baseUrl}/feature_flags/`, { method: "POST", body: JSON.stringify(params) });
  return res.json();
};

export const flagTool = () => ({ name: "create-feature-flag", schema: flagSchema, handler: createFlag });

// a read-only tool by its name
const getDashboard = async (context: Context, params: { id: string }) => {
  const res = await fetch(`${context.baseUrl}/dashboards/${params.id}/search`, { method: "POST" });
  return res.json();
};

export const getTool = () => ({ name: "dashboard-get", schema, handler: getDashboard });

// a name bound to no function of the file is no handler
export const routeLike = { name: "dashboard-create-later", schema, handler: undefinedHandler };

// a property typed by a schema declared elsewhere: its fields, an id or a
// key among them perhaps, are not known
const addSchema = z.object({
  data: AddInsightInput,
});

const addInsight = async (context: Context, params: { data: unknown }) => {
  const res = await fetch(`${context.baseUrl}/insights/`, { method: "POST", body: JSON.stringify(params) });
  return res.json();
};

export const addTool = () => ({ name: "add-insight", schema: addSchema, handler: addInsight });
