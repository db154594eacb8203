// Handed the tool's name, branches on nothing: no tool.
export class ToolLog {
  record(name: string) {
    console.error(`tool ${name}`);
  }
}
