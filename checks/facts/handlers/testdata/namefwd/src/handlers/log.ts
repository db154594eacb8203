// a method handed the tool's name that branches on nothing: no tool
export class ToolLog {
  record(name: string) {
    console.log(`tool ${name}`);
  }
}
