// GraphQL create mutations sent through graphql-request, Apollo or a
// helper (graphql.go): the operation type and the field's verb say the
// request creates; updates and queries are no mutation a retry repeats.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { GraphQLClient, gql } from "graphql-request";
import { z } from "zod";

const server = new McpServer({ name: "issues", version: "1.0.0" });
const client = new GraphQLClient("https://api.example/graphql");

const CREATE_ISSUE = gql`
  mutation CreateIssue($input: IssueCreateInput!) {
    issueCreate(input: $input) { issue { id } }
  }
`;
const UPDATE_ISSUE = `mutation ($id: ID!, $title: String) { issueUpdate(id: $id, input: { title: $title }) { success } }`;
const ISSUE = `query ($id: ID!) { issue(id: $id) { id title } }`;

server.tool("file_issue", { title: z.string() }, async ({ title }) => { // want: RC601
  const r = await client.request(CREATE_ISSUE, { input: { title } });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("comment", { body: z.string() }, async ({ body }) => { // want: RC601
  const r = await apollo.mutate({ mutation: gql`mutation { commentAdd: addComment(body: "x") { id } }`, variables: { body } });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

// ---- clean look-alikes ----
server.tool("rename_issue", { id: z.string(), title: z.string() }, async ({ id, title }) => {
  const r = await client.request(UPDATE_ISSUE, { id, title });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("issue", { id: z.string() }, async ({ id }) => {
  const r = await client.request(ISSUE, { id });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("file_issue_keyed", { title: z.string(), idempotencyKey: z.string() }, async ({ title, idempotencyKey }) => {
  const r = await client.request(CREATE_ISSUE, { input: { title, clientMutationId: idempotencyKey } });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

server.tool("edit_comment", { id: z.string(), text: z.string() }, async ({ id, text }) => {
  const mutation = `mutation { updateComment(input: { id: "${id}", patch: { text: "${text}" } }) { comment { id } } }`;
  const r = await client.request(mutation);
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});

// a field that makes a kind keyed by a caller-given name (a product's
// option, by its name; a URL redirect, by its path): Shopify refuses a
// repeat (OPTION_ALREADY_EXISTS, "Path has already been taken"), so the
// mutation makes no second one whatever the tool is called (gqlcreate)
const OPTIONS_CREATE = `mutation ($productId: ID!, $options: [OptionCreateInput!]!) { productOptionsCreate(productId: $productId, options: $options) { product { id } } }`;

server.tool("manage_product_options", { productId: z.string(), name: z.string() }, async ({ productId, name }) => {
  const r = await client.request(OPTIONS_CREATE, { productId, options: [{ name }] });
  return { content: [{ type: "text", text: JSON.stringify(r) }] };
});
