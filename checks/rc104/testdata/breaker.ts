// A circuit breaker's `timeout` may be how long the circuit stays open
// (acedergren/alecs-mcp-server-akamai's own CircuitBreaker), not a wait for
// an upstream: not judged. Opossum's is the action's timeout and is.
import CircuitBreaker from "opossum";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CircuitBreaker as OwnBreaker } from "./circuit-breaker";

const server = new McpServer({ name: "breaker", version: "1.0.0" });

server.tool("activate", {}, async () => {
  const own = new OwnBreaker({ failureThreshold: 5, timeout: 60000 });
  const guarded = new CircuitBreaker(activate, { timeout: 60000 }); // want: RC104
  return { content: [{ type: "text", text: String(await guarded.fire(own)) }] };
});

async function activate(): Promise<string> {
  return "ok";
}
