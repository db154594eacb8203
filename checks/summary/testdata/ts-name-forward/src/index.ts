// A low-level server whose CallTool handler hands the tool's name to a
// method of an instance of an imported class (`runner.handle(name, args)`,
// handlers package, namefwd.go): the method's name branches are the tools.
// A method of an imported class handed the name that branches on nothing
// (`log.record(name)`) adds none.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TaskRunner } from "./runner.js";
import { ToolLog } from "./log.js";

const server = new Server({ name: "tasks", version: "1.0.0" }, { capabilities: { tools: {} } });
const runner = new TaskRunner(process.env.API_URL ?? "");
const log = new ToolLog();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  log.record(name);
  return runner.handle(name, args);
});
