import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { IStore } from "../types.js";

export class StoreServer {
  private server: Server;
  private store: IStore;

  constructor(store: IStore) {
    this.store = store;
    this.server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      switch (request.params.name) {
        case "create_ticket": { // want: RC601 whole-only
          const t = await this.store.create(String(request.params.arguments?.title));
          return { content: [{ type: "text", text: JSON.stringify(t) }] };
        }
        case "get_ticket": {
          const t = await this.store.get(String(request.params.arguments?.id));
          return { content: [{ type: "text", text: JSON.stringify(t) }] };
        }
      }
      throw new Error("unknown tool");
    });
  }
}
