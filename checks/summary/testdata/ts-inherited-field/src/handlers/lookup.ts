import { BaseHandler } from "./base-handler.js";

// Clean twin: the inherited field's class does no I/O, so the caught error
// is the server's own and its text is no leak.
export class LookupHandler extends BaseHandler {
  async handle(args: any): Promise<any> {
    try {
      return { content: [{ type: "text", text: this.store.get(args.key) }] };
    } catch (error) {
      return { content: [{ type: "text", text: `Lookup failed: ${error}` }] };
    }
  }
}
