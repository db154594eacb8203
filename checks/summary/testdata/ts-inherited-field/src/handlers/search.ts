import { BaseHandler } from "./base-handler.js";

export class SearchHandler extends BaseHandler {
  async handle(args: any): Promise<any> {
    try {
      const v = await this.apiClient.getEmbeddings(args.query);
      return { content: [{ type: "text", text: String(v.length) }] };
    } catch (error) {
      return { content: [{ type: "text", text: `Search failed: ${error}` }] }; // want: RC402
    }
  }
}
