import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ApiClient, Settings } from "./client.js";

export class AgencyTools {
  constructor(private readonly api: ApiClient, private settings: Settings) {}

  register(server: McpServer) {
    server.tool("get_agency", { code: z.string() }, async ({ code }) => {
      try {
        const data = await this.api.get(`/agency/${code}`);
        return { content: [{ type: "text", text: JSON.stringify(data) }] };
      } catch (error) {
        return { content: [{ type: "text", text: `Error: ${(error as Error).message}` }], isError: true }; // want: RC402
      }
    });

    server.tool("region", {}, async () => {
      // Clean twin: the repository class's get() reads its own map.
      try {
        return { content: [{ type: "text", text: this.settings.get("region") }] };
      } catch (error) {
        return { content: [{ type: "text", text: `Error: ${(error as Error).message}` }], isError: true };
      }
    });
  }
}
