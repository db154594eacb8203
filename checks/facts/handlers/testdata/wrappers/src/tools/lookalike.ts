import type { TaskQueue } from "./queue";
import { withRetry } from "./queue";

// Look-alikes: a tool({name, cb}) method of another class (a task queue,
// not the server class) and a callback given to a helper that registers
// nothing are no tool handlers.
export function enqueue(queue: TaskQueue) {
  queue.tool({
    name: "sync_items",
    cb: async (args: { title: string }) => {
      await fetch("https://items.example/api/items", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(10_000) });
      return "queued";
    },
  });
}

export async function syncNow() {
  return withRetry(async () => {
    await fetch("https://items.example/api/sync", { method: "POST", signal: AbortSignal.timeout(10_000) });
  });
}
