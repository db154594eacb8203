// garmin-connect's GarminConnect sends through axios.create() with no
// timeout and takes no timeout option: each call is unbounded.
import { GarminConnect } from "garmin-connect";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "garmin", version: "1.0.0" });
const gc = new GarminConnect({ username: process.env.GARMIN_USER ?? "", password: process.env.GARMIN_PASS ?? "" });

server.tool("activities", { limit: z.number() }, async ({ limit }) => {
  const activities = await gc.getActivities(0, limit); // want: RC101
  return { content: [{ type: "text", text: JSON.stringify(activities) }] };
});

server.tool("sleep", { date: z.string() }, async ({ date }) => {
  const sleep = await gc.getSleepData(new Date(date)); // want: RC101
  return { content: [{ type: "text", text: JSON.stringify(sleep) }] };
});
