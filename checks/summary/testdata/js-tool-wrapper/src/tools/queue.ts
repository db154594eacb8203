export class TaskQueue {
  private jobs: Record<string, any> = {};

  tool(options: { name: string; cb: (args: any) => Promise<string> }) {
    this.jobs[options.name] = options;
  }

  async run(name: string, args: any) {
    return this.jobs[name].cb(args);
  }
}

export async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch {
    return await fn();
  }
}
