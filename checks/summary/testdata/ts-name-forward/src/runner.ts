// The class whose method the CallTool handler hands the tool's name to.
export class TaskRunner {
  constructor(private base: string) {}

  async handle(name: string, args: any) {
    switch (name) {
      case "task_create": // want: RC601 whole-only (a diff of this file alone does not read the module whose handler hands it the name)
        return this.post("/tasks", args);
      case "task_get":
        return fetch(`${this.base}/tasks/${args.id}`, { signal: AbortSignal.timeout(5000) });
    }
    throw new Error(`unknown tool ${name}`);
  }

  // same shape, never handed a tool's name: no tool
  async replay(name: string, args: any) {
    switch (name) {
      case "task_replay":
        return this.post("/replays", args);
    }
  }

  private async post(path: string, body: any) {
    return fetch(`${this.base}${path}`, { method: "POST", body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
  }
}
