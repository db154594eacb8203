// Home Assistant service calls that set a state (libmodels/data/http-apis.yml
// home-assistant-rest-api): a repeat leaves the state the first call set.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "hass", version: "1.0.0" });
const HASS_HOST = process.env.HASS_HOST;

// ---- positives ----

server.tool("run_script", { script_id: z.string() }, async ({ script_id }) => { // want: RC601
  // script.turn_on runs the script's actions again
  const res = await fetch(`${HASS_HOST}/api/services/script/turn_on`, {
    method: "POST",
    body: JSON.stringify({ entity_id: script_id }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});

// ---- negatives ----

server.tool("scene", { scene_id: z.string() }, async ({ scene_id }) => {
  const res = await fetch(`${HASS_HOST}/api/services/scene/turn_on`, {
    method: "POST",
    body: JSON.stringify({ entity_id: scene_id }),
    signal: AbortSignal.timeout(10000),
  });
  return { content: [{ type: "text", text: await res.text() }] };
});
