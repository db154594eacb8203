// A tool class whose base (in another file) runs the call in its execute
// and calls the subclass's hook (template method): the hook is the tool's
// body (handlers/classes.go hookMethod).
import { BaseApiTool } from "./base-api-tool";

export class CreateBoardTool extends BaseApiTool {
  name = "create_board";

  protected async executeInternal(input: { name: string }) { // want: RC601
    const r = await fetch("https://boards.example/api/boards", { method: "POST", body: JSON.stringify(input) });
    return { content: [{ type: "text", text: await r.text() }] };
  }
}

// clean look-alike: a class of no tool base with the same hook name
export class BoardExporter extends Exporter {
  protected async executeInternal(input: { name: string }) {
    await fetch("https://exports.example/api/exports", { method: "POST", body: JSON.stringify(input) });
  }
}
