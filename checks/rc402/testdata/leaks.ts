import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import express from "express";
import { inspect } from "node:util";
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import axios from "axios";
import pg from "pg";

const server = new McpServer({ name: "fixtures", version: "1.0.0" });
const app = express();

class SafeError extends Error {
  constructor(public userMessage: string) {
    super(userMessage);
  }
}

// ---- positives ----

server.tool("read_note", "Read a note", {}, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await readNote(path) }] };
  } catch (err) {
    return { content: [{ type: "text", text: (err as Error).message }], isError: true }; // want: RC402
  }
});

server.registerTool("query", { description: "Run a query" }, async ({ sql }) => {
  try {
    return text(await db.query(sql));
  } catch (e) {
    return text(`query failed: ${e}`); // want: RC402
  }
});

server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await dispatch(request);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { content: [{ type: "text", text: message }], isError: true }; // want: RC402
  }
});

async function handleSearch(q: string) {
  try {
    return await search(q);
  } catch (err) {
    throw new McpError(ErrorCode.InternalError, "search failed: " + err); // want: RC402
  }
}

app.get("/items/:id", async (req, res) => {
  try {
    res.json(await load(req.params.id));
  } catch (err: any) {
    res.status(500).json({ error: err.stack }); // want: RC402
  }
});

app.post("/jobs", async (req, res) => {
  try {
    res.send(await enqueue(req.body));
  } catch (err) {
    res.send(inspect(err)); // want: RC402
  }
});

function toolFailure(op: string) {
  try {
    return run(op);
  } catch (err) {
    return {
      content: [{ type: "text", text: `${op} failed: ${String(err)}` }], // want: RC402
      isError: true,
    };
  }
}

export async function GET() {
  try {
    return Response.json(await stats());
  } catch (err) {
    return Response.json({ error: (err as Error)?.message }, { status: 500 }); // want: RC402
  }
}

server.tool("sync", "Sync everything", {}, async () => {
  try {
    return text(await syncAll());
  } catch (err) {
    return text("sync failed: " + err.toString()); // want: RC402
  }
});

// ---- negatives ----

server.tool("logged", "Logged only", {}, async () => {
  try {
    return text(await work());
  } catch (err) {
    console.error("work failed", err, (err as Error).stack);
    logger.error({ err }, `work failed: ${(err as Error).message}`);
    return { content: [{ type: "text", text: "work failed; see the server log" }], isError: true };
  }
});

server.tool("safe_branch", "Safe errors pass through", {}, async () => {
  try {
    return text(await work());
  } catch (err) {
    if (err instanceof SafeError) {
      return { content: [{ type: "text", text: err.message }], isError: true };
    }
    throw new McpError(ErrorCode.InternalError, "internal error");
  }
});

server.tool("safe_ternary", "Safe errors in a conditional", {}, async () => {
  try {
    return text(await work());
  } catch (err) {
    const msg = err instanceof McpError ? err.message : "internal error";
    return { content: [{ type: "text", text: msg }], isError: true };
  }
});

function notATool(path: string) {
  // returns plain data, not a tool result or a response
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    return (err as Error).message;
  }
}

function formatError(err: unknown) {
  // the helper every catch calls: the leak is built here
  return { content: [{ type: "text", text: String(err) }], isError: true }; // want: RC402
}

server.tool("named_code", "Only the error code", {}, async () => {
  try {
    return text(await work());
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { content: [{ type: "text", text: `failed with ${code}` }], isError: true };
  }
});

app.get("/health", async (_req, res) => {
  try {
    await ping();
    res.json({ ok: true });
  } catch (err) {
    metrics.increment("health.fail", { reason: String(err) });
    res.status(503).json({ ok: false });
  }
});

server.tool("other_message", "A message of another object", {}, async () => {
  try {
    return text(await work());
  } catch (err) {
    const reply = await fallback();
    return { content: [{ type: "text", text: reply.message }], isError: true };
  }
});

server.tool("isError_false", "Not an error result", {}, async () => {
  try {
    return text(await work());
  } catch {
    return { content: [{ type: "text", text: "no data" }], isError: false };
  }
});

// ---- promise callbacks, variables, guards ----

app.get("/export", (req, res) => {
  exportAll()
    .then((data) => res.json(data))
    .catch((e) => res.status(500).json({ error: e.message })); // want: RC402
});

server.tool("guarded_exit", "Only safe errors get through", {}, async () => {
  try {
    return text(await run("x"));
  } catch (err) {
    if (!(err instanceof UserError)) {
      console.error(err);
      return { content: [{ type: "text", text: "internal error" }], isError: true };
    }
    return { content: [{ type: "text", text: err.message }], isError: true };
  }
});

server.tool("message_var", "Message through a variable", {}, async () => {
  try {
    return text(await run("x"));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    console.error(reason);
    return { content: [{ type: "text", text: `failed: ${reason}` }], isError: true }; // want: RC402
  }
});

server.tool("tests_text", "Tests the message only", {}, async () => {
  try {
    return text(await run("x"));
  } catch (err) {
    const notFound = (err as Error).message.includes("404");
    return { content: [{ type: "text", text: notFound ? "not found" : "failed" }], isError: true };
  }
});

function badRequest(res: Response, error: string) {
  // a message the caller wrote, passed in as a string
  res.status(400).json({ error });
}

function serverError(res: Response, error: unknown) {
  res.status(500).json({ error: `internal: ${error}` }); // want: RC402
}

// ---- where the errors above come from: helpers whose bodies show it ----

const db = new pg.Pool({ max: 5 });

async function readNote(path: string) {
  return readFile(`/srv/notes/${path}`, "utf8"); // the filesystem: errors name paths
}

async function dispatch(request: unknown) {
  return (await axios.post("https://router.internal.example/dispatch", request, { timeout: 5_000 })).data;
}

async function search(q: string) {
  return axios.get("https://search.internal.example/", { params: { q }, timeout: 5_000 });
}

async function enqueue(body: unknown) {
  return axios.post("https://queue.internal.example/jobs", body, { timeout: 5_000 });
}

function run(op: string) {
  return execFileSync("tool", [op], { timeout: 30_000 }).toString(); // a child process
}

async function stats() {
  return db.query("SELECT count(*) FROM jobs"); // a database driver: errors carry SQL
}

async function syncAll() {
  return axios.get("https://sync.internal.example/all", { timeout: 10_000 });
}

async function exportAll() {
  return db.query("SELECT * FROM notes");
}

server.tool("format_failure", "Uses the shared error formatter", {}, async () => {
  try {
    return text(await readNote("index"));
  } catch (err) {
    return formatError(err);
  }
});

app.get("/boom", async (_req, res) => {
  try {
    res.json(await stats());
  } catch (e) {
    serverError(res, e);
  }
});

// ---- origin not visible, or built here: not reported ----

server.tool("vendor_search", "Search through an SDK", {}, async ({ q }) => {
  try {
    return text(await vendorClient.search(q)); // another module: origin unknown
  } catch (err) {
    return text(`search failed: ${(err as Error).message}`);
  }
});

server.tool("checked", "Validates its input", {}, async ({ n }) => {
  try {
    if (n < 0) throw new RangeError("n must be positive");
    return text(String(n * 2));
  } catch (err) {
    return text(`bad input: ${(err as Error).message}`); // built right here
  }
});

server.tool("read_many", "Read notes", {}, async ({ paths }) => {
  const results: string[] = [];
  for (const p of paths) {
    try {
      results.push(await readFile(p, "utf8"));
    } catch (err) {
      results.push(`could not read: ${(err as Error).message}`); // want: RC402
    }
  }
  return { content: [{ type: "text", text: results.join("\n") }] };
});

server.tool("read_many_quiet", "Read notes", {}, async ({ paths }) => {
  const results: string[] = [];
  for (const p of paths) {
    try {
      results.push(await readFile(p, "utf8"));
    } catch (err) {
      console.error("read failed", err);
      results.push("could not read this note");
    }
  }
  return { content: [{ type: "text", text: results.join("\n") }] };
});
