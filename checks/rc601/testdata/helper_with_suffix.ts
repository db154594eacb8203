// A request helper named for how it handles errors
// (`makeApiRequestWithErrorHandling`): the words after "with" do not make it a
// log call (methodarg.notSender), and the helper takes the method after its
// path and before its body, so the target is the argument named for a path
// (methodarg.pathArg), not the body after the method.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "crm", version: "1.0.0" });

async function makeApiRequest(token: string, endpoint: string, params: Record<string, string> = {}, method = "GET", body: unknown = null) {
  const r = await fetch("https://crm.example" + endpoint, { method, headers: { Authorization: `Bearer ${token}` }, body: body ? JSON.stringify(body) : undefined });
  return r.json();
}

async function makeApiRequestWithErrorHandling(token: string, endpoint: string, params: Record<string, string> = {}, method = "GET", body: unknown = null) {
  try {
    return await makeApiRequest(token, endpoint, params, method, body);
  } catch (e: any) {
    return { error: e.message };
  }
}

async function handleEndpoint(apiCall: () => Promise<unknown>) {
  try {
    return await apiCall();
  } catch (e: any) {
    return { error: e.message };
  }
}

const token = process.env.CRM_TOKEN ?? "";

server.tool("create_company", { name: z.string() }, async (params) => { // want: RC601
  return handleEndpoint(async () => {
    const endpoint = "/crm/v3/objects/companies";
    return await makeApiRequestWithErrorHandling(token, endpoint, {}, "POST", { properties: params });
  });
});

server.tool("batch_create_companies", { names: z.array(z.string()) }, async ({ names }) => { // want: RC601
  const endpoint = "/crm/v3/objects/companies/batch/create";
  return await makeApiRequestWithErrorHandling(token, endpoint, {}, "POST", { inputs: names.map((name) => ({ properties: { name } })) });
});

// ---- clean look-alikes ----
// archive: a state action read from the path argument, not the body after the method
server.tool("batch_archive_companies", { ids: z.array(z.string()) }, async ({ ids }) => {
  const endpoint = "/crm/v3/objects/companies/batch/archive";
  return await makeApiRequestWithErrorHandling(token, endpoint, {}, "POST", { inputs: ids.map((id) => ({ id })) });
});

// update by id: a bare setting verb as the last segment sets the fields it is given
server.tool("batch_update_companies", { ids: z.array(z.string()), name: z.string() }, async ({ ids, name }) => {
  const endpoint = "/crm/v3/objects/companies/batch/update";
  return await makeApiRequestWithErrorHandling(token, endpoint, {}, "POST", { inputs: ids.map((id) => ({ id, properties: { name } })) });
});

// search: a read sent as a POST
server.tool("search_companies", { q: z.string() }, async ({ q }) => {
  return await makeApiRequestWithErrorHandling(token, "/crm/v3/objects/companies/search", {}, "POST", { query: q });
});

// a log line that names the method is no request, "with" or not
function logWithContext(method: string, path: string) {
  console.log(method, path);
}
function logErrorWithContext(method: string, path: string) {
  console.error(method, path);
}

server.tool("note_company", { id: z.string() }, async ({ id }) => {
  logErrorWithContext("POST", `/crm/v3/objects/companies/${id}`);
  logWithContext("POST", "/crm/v3/objects/companies");
  return await makeApiRequestWithErrorHandling(token, `/crm/v3/objects/companies/${id}`, {}, "GET");
});

// a property definition is keyed by its name (409 on a second of the name),
// an association links two records once: a repeat makes nothing new (namedKinds)
server.tool("create_company_property", { name: z.string(), label: z.string() }, async (params) => {
  const endpoint = "/crm/v3/properties/companies";
  return await makeApiRequestWithErrorHandling(token, endpoint, {}, "POST", params);
});

server.tool("batch_create_associations", { from: z.string(), to: z.string() }, async ({ from, to }) => {
  const endpoint = `/crm/v4/associations/companies/contacts/batch/create`;
  return await makeApiRequestWithErrorHandling(token, endpoint, {}, "POST", { inputs: [{ from: { id: from }, to: { id: to } }] });
});
