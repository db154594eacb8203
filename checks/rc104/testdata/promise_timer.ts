import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { spawn } from "node:child_process";

const server = new McpServer({ name: "timers", version: "1.0.0" });

// A timer that settles the Promise the handler awaits is that wait's
// deadline: one that rejects, one that resolves in a race with a child's
// close, and one inside Promise.race.
server.tool("scan", "Scan", {}, async () => {
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn("scanner", ["--all"]);
    child.on("close", () => resolve("done"));
    setTimeout(() => reject(new Error("scan timed out")), 5 * 60 * 1000); // want: RC104
  });
  return { content: [{ type: "text", text: report }] };
});

server.tool("stop-recording", "Stop", {}, async () => {
  const child = spawn("recorder", []);
  child.kill("SIGINT");
  await new Promise<void>(resolve => {
    const timer = setTimeout(() => { // want: RC104
      child.kill("SIGKILL");
      resolve();
    }, 2 * 60 * 1000);
    child.on("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { content: [{ type: "text", text: "stopped" }] };
});

server.tool("race", "Race", {}, async () => {
  const result = await Promise.race([
    fetch("https://slow.example/run").then((r) => r.text()),
    new Promise<string>((resolve) => setTimeout(() => resolve("gave up"), 90_000)), // want: RC104
  ]);
  return { content: [{ type: "text", text: result }] };
});

// Clean twins: a sleep (an executor that only arms a resolving timer), a
// deadline within the budget, and a timer that settles nothing.
server.tool("pause", "Pause", {}, async () => {
  await new Promise((resolve) => setTimeout(() => resolve(undefined), 60_000));
  await new Promise((r) => setTimeout(r, 60_000));
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("quick-scan", "Scan", {}, async () => {
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn("scanner", ["--quick"]);
    child.on("close", () => resolve("done"));
    setTimeout(() => reject(new Error("scan timed out")), 20_000);
  });
  return { content: [{ type: "text", text: report }] };
});

server.tool("log-later", "Log", {}, async () => {
  const done = await new Promise<string>((resolve) => {
    const child = spawn("job", []);
    child.on("close", () => resolve("done"));
    setTimeout(() => console.log("still running"), 5 * 60 * 1000);
  });
  return { content: [{ type: "text", text: done }] };
});
