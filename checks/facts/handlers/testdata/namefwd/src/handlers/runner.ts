import axios from "axios";

// a class whose method the CallTool handler hands the tool's name to (on
// an instance: `runner.run(name, args)`): its cases are the tools
export class ToolRunner {
  async run(name: string, args: any) {
    switch (name) {
      case "crm_add_task":
        return axios.post("/tasks", args);
    }
    throw new Error(`unknown tool ${name}`);
  }

  // a method of the same shape that no handler calls: no tool
  async other(name: string, args: any) {
    switch (name) {
      case "crm_not_a_tool":
        return axios.post("/other", args);
    }
  }
}
