// Cypher CREATE run by a Neo4j driver (checks/facts/cypher): a new node on
// every run, as an SQL INSERT adds a row; MERGE matches first.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import neo4j from "neo4j-driver";
import { z } from "zod";

const server = new McpServer({ name: "graph", version: "1.0.0" });
const driver = neo4j.driver("bolt://localhost:7687");

// ---- positives ----

server.registerTool("create_task", { inputSchema: { title: z.string() } }, async ({ title }) => { // want: RC601
  const session = driver.session();
  const query = `
    MATCH (p:Project {id: $projectId})
    CREATE (t:Task {id: randomUUID(), title: $title})
    CREATE (p)-[:CONTAINS_TASK]->(t)
    RETURN t`;
  const result = await session.executeWrite(async (tx) => tx.run(query, { title }));
  return { content: [{ type: "text", text: JSON.stringify(result.records) }] };
});

// ---- negatives ----

// MERGE finds the node of that title first: a repeat leaves one node
server.registerTool("create_tag", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const session = driver.session();
  const query = `MERGE (g:Tag {name: $name}) ON CREATE SET g.createdAt = timestamp() RETURN g`;
  await session.executeWrite(async (tx) => tx.run(query, { name }));
  return { content: [{ type: "text", text: name }] };
});

// a schema command: CREATE INDEX ... IF NOT EXISTS is repeatable
server.registerTool("create_index", { inputSchema: { label: z.string() } }, async ({ label }) => {
  const session = driver.session();
  await session.run(`CREATE INDEX task_title IF NOT EXISTS FOR (t:Task) ON (t.title)`);
  return { content: [{ type: "text", text: label }] };
});
