import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { JobRunner } from "./handlers/barrel.js"; // a barrel that re-exports it
import { ReportRunner } from "./handlers/reports.js";
import { ToolLog } from "./handlers/log.js";

// a class-based server whose CallTool handler hands the name to methods of
// its fields: one built in the constructor, one typed and given
export class JobServer {
  private server = new Server({ name: "jobs", version: "1" }, { capabilities: { tools: {} } });
  private jobs: JobRunner;
  private log = new ToolLog();

  constructor(private reports: ReportRunner) {
    this.jobs = new JobRunner();
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args } = request.params;
      this.log.record(name); // branches on nothing: no tool
      if (name.startsWith("report_")) {
        return this.reports.render(name, args); // a constructor parameter property: not a field this reads
      }
      return this.jobs.run(name, args);
    });
  }
}
