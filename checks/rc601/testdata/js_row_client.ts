// A creating method of a client a JavaScript library row models with
// Mutating entries (libmodels/data/sdks-js6.yml: asana's <Tag>Api classes),
// the receiver a field of this that the class builds from the row
// (`this.tasks = new Asana.TasksApi()`, declared `any`), or a local built by
// it: the row's exact entry makes createTask a remote create even though
// "create task" reads as a local asyncio task to the name-only guess
// (genclient.go jsRowCreate).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import Asana from "asana";
import { z } from "zod";

class Wrapper {
  private tasks: any;
  private stories: any;
  private other: any;

  constructor(other: any) {
    this.tasks = new Asana.TasksApi();
    this.stories = new Asana.StoriesApi();
    this.other = other;
  }

  async makeTask(data: object) {
    return this.tasks.createTask({ data });
  }

  async commentOn(taskId: string, text: string) {
    return this.stories.createStoryForTask({ data: { text } }, taskId);
  }

  // an add the row does not list: putting a tag on a task twice leaves one tag
  async tag(taskId: string, tag: string) {
    return this.tasks.addTagForTask({ data: { tag } }, taskId);
  }

  // a field the class sets from a parameter: not the row's client
  async makeOther(data: object) {
    return this.other.createTask({ data });
  }
}

const server = new McpServer({ name: "tasks", version: "1.0.0" });
const w = new Wrapper({});

server.tool("make_task", { name: z.string() }, async ({ name }) => { // want: RC601
  const t = await w.makeTask({ name });
  return { content: [{ type: "text", text: String(t.data.gid) }] };
});

server.tool("comment_on_task", { task: z.string(), text: z.string() }, async ({ task, text }) => { // want: RC601
  await w.commentOn(task, text);
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("tag_task", { task: z.string(), tag: z.string() }, async ({ task, tag }) => {
  await w.tag(task, tag);
  return { content: [{ type: "text", text: "ok" }] };
});

server.tool("make_other", { name: z.string() }, async ({ name }) => {
  await w.makeOther({ name });
  return { content: [{ type: "text", text: "ok" }] };
});

// a local built by the row's constructor
server.tool("new_project", { name: z.string() }, async ({ name }) => { // want: RC601
  const projects = new Asana.ProjectsApi();
  const p = await projects.createProject({ data: { name } });
  return { content: [{ type: "text", text: String(p.data.gid) }] };
});

// the same create on an object of unknown origin: no row says it creates,
// and "create task" alone reads as a local task
server.tool("make_thing", { name: z.string() }, async ({ name }) => {
  const api = makeSomething();
  await api.createTask({ data: { name } });
  return { content: [{ type: "text", text: "ok" }] };
});

declare function makeSomething(): any;
