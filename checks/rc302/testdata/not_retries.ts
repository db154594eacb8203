// Loops that look like retries but are not: found on real MCP servers and SDKs.
import { promises as fs } from "node:fs";
import path from "node:path";

export async function repl(ui: Ui, chat: Chat) {
  // each pass handles new input; a failure costs one turn
  for (;;) {
    const input = await ui.readUserInput();
    try {
      const result = await handleUserInput(chat, input);
      if (result === "exit") break;
    } catch (error) {
      ui.status(String(error));
    }
  }
}

export async function stages(state: State, stages: Stage[]) {
  for (let i = state.current; i < stages.length; i++) {
    try {
      await sendRequest(stages[i]);
    } catch {
      state.note = "default";
    }
    if (state.cancelled) return;
  }
}

export async function deepestAncestor(start: string) {
  // walks up the tree: every pass resolves a different directory
  let current = start;
  while (true) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
    try {
      return await fs.realpath(current);
    } catch {
      // keep walking up
    }
  }
}

export async function pollForToken(deviceCode: string) {
  while (true) {
    try {
      const res = await fetch(TOKEN_URL, { method: "POST", body: deviceCode, signal: AbortSignal.timeout(5000) });
      if (res.ok) return await res.json();
    } catch {
      // pending
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
}

export async function reconnect(connectionString: string) {
  while (true) {
    try {
      return await Driver.connect(connectionString);
    } catch {
      const again = await confirm({ message: "try again?" });
      if (!again) return undefined;
      connectionString = await password({ message: "connection string" });
    }
  }
}
