// A low-level server whose CallTool handler hands request.params to a
// function of the file that dispatches by params.name (gitlab-mcp's
// handleToolCall): each case is a tool, judged with the helpers it calls.
// State actions, GraphQL requests and creates of named kinds are judged by
// what a repeat does (actions.go, sdkcreate.go).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const API = process.env.API_URL;
const server = new Server({ name: "forge", version: "1" }, { capabilities: { tools: {} } });

async function createIssue(project: string, title: string) {
  const url = new URL(`${API}/projects/${project}/issues`);
  const r = await fetch(url.toString(), { method: "POST", body: JSON.stringify({ title }) });
  return r.json();
}

async function approveMergeRequest(project: string, iid: number) {
  const url = new URL(`${API}/projects/${project}/merge_requests/${iid}/approve`);
  const r = await fetch(url.toString(), { method: "POST" });
  return r.json();
}

async function createBranch(project: string, branch: string) {
  const r = await fetch(`${API}/projects/${project}/repository/branches`, { method: "POST", body: JSON.stringify({ branch }) });
  return r.json();
}

async function graphql(query: string, variables: object) {
  const graphqlUrl = `${API}/graphql`;
  const r = await fetch(graphqlUrl, { method: "POST", body: JSON.stringify({ query, variables }) });
  return r.json();
}

async function protectBranch(project: string, name: string) {
  const r = await fetch(`${API}/projects/${project}/protected_branches`, { method: "POST", body: JSON.stringify({ name }) });
  return r.json();
}

async function handleToolCall(params: any) {
  switch (params.name) {
    // ---- positives ----
    case "create_issue": { // want: RC601
      return createIssue(params.arguments.project, params.arguments.title);
    }
    case "create_work_item": { // want: RC601
      return graphql("mutation { workItemCreate { id } }", params.arguments);
    }
    // ---- negatives ----
    case "approve_merge_request": {
      // a state action: approving again leaves it approved
      return approveMergeRequest(params.arguments.project, params.arguments.iid);
    }
    case "create_branch": {
      // a branch is known by its name: a second create is refused
      return createBranch(params.arguments.project, params.arguments.branch);
    }
    case "update_work_item": {
      // a GraphQL POST from a tool that does not create
      return graphql("mutation { workItemUpdate { id } }", params.arguments);
    }
    case "protect_branch": {
      // protecting a protected branch changes nothing
      return protectBranch(params.arguments.project, params.arguments.name);
    }
  }
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return handleToolCall(request.params);
});
