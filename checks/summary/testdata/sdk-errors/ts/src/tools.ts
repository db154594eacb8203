import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ServicesClient } from "@google-cloud/run";
import { z } from "zod";

class RunTools {
  private client: ServicesClient;

  constructor() {
    this.client = new ServicesClient();
  }

  register(server: McpServer) {
    server.tool("get_service", { name: z.string() }, async ({ name }) => {
      try {
        const [svc] = await this.client.getService({ name });
        return { content: [{ type: "text", text: JSON.stringify(svc) }] };
      } catch (error) {
        // the gRPC status text names the project, region and service
        return { content: [{ type: "text", text: `failed: ${(error as Error).message}` }], isError: true }; // want: RC402
      }
    });
    server.tool("check", { spec: z.string() }, async ({ spec }) => {
      try {
        const parsed = z.object({ name: z.string() }).parse(JSON.parse(spec));
        return { content: [{ type: "text", text: parsed.name }] };
      } catch (error) {
        // zod's error describes the model's own input
        return { content: [{ type: "text", text: `invalid: ${(error as Error).message}` }], isError: true };
      }
    });
  }
}

export { RunTools };
