import { Command } from "commander";

// a command-line program that npm start runs: what it names is served
const program = new Command();
program.command("serve").action(async () => {
  const { startServer } = await import("./server.js");
  await startServer();
});
program.parse();
