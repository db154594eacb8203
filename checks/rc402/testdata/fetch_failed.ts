// Node's global fetch (undici) rejects every network failure with
// TypeError("fetch failed"), the host and errno only in err.cause: a tool
// that returns err.message of such a fetch tells the model nothing of the
// upstream (package checks/facts/fetcherr). A response body the code throws
// itself leaks; the HTTP reason phrase (statusText) does not.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";

const server = new McpServer({ name: "f", version: "1" });

async function getBuildId(project: string): Promise<string> {
  const response = await fetch(`https://api.example.com/builds/latest?project=${project}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    throw new Error(`Failed to fetch build ID: ${response.status} ${response.statusText}`);
  }
  const data = await response.json();
  return data.build_id;
}

async function getReport(id: string): Promise<string> {
  const res = await fetch(`https://api.example.com/reports/${id}`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) {
    throw new Error(`report failed: ${res.status} ${await res.text()}`); // the upstream's body
  }
  return res.text();
}

async function getRun(id: string): Promise<string> {
  const res = await fetch(`https://api.example.com/runs/${id}`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) {
    const msg = await res.text();
    throw new Error(msg); // the upstream's body through a variable
  }
  return res.text();
}

// a response helper the request functions share (fetcherr's
// passedToThrower): it throws the upstream's body, so the fetch whose
// response it is handed keeps its network class
async function handleResponse(path: string, response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} for ${path}: ${text}`);
  }
  return JSON.parse(text);
}

async function getJob(id: string): Promise<unknown> {
  const response = await fetch(`https://api.example.com/jobs/${id}`, { signal: AbortSignal.timeout(5_000) });
  return handleResponse("jobs", response);
}

// its clean twin: a helper that throws only the status line
async function checkStatus(response: Response): Promise<unknown> {
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} ${response.statusText}`);
  }
  return response.json();
}

async function getTask(id: string): Promise<unknown> {
  const response = await fetch(`https://api.example.com/tasks/${id}`, { signal: AbortSignal.timeout(5_000) });
  return checkStatus(response);
}

// ---- clean: Node's fetch error and the code's own status line ----

server.tool("task", "Task", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getTask("t")) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true };
  }
});

server.tool("build_id", "Latest build", {}, async () => {
  try {
    return { content: [{ type: "text", text: await getBuildId("p") }] };
  } catch (error) {
    const errorMessage = error instanceof Error ? error.message : "Unknown error";
    return { content: [{ type: "text", text: `Error fetching build ID: ${errorMessage}` }], isError: true };
  }
});

// a try around the fetch that reads no body: only "fetch failed" or the
// code's own text with the reason phrase reaches the catch (fetcherr's inTry)
server.tool("notify", "Send a notification", { message: z.string() }, async ({ message }) => {
  try {
    const response = await fetch("https://hass.example/api/services/notify/notify", {
      method: "POST",
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) {
      throw new Error(`Failed to send notification: ${response.statusText}`);
    }
    return { content: [{ type: "text", text: "sent" }] };
  } catch (error) {
    return { content: [{ type: "text", text: error instanceof Error ? error.message : "Unknown error" }], isError: true };
  }
});

// ---- reported ----

// the same try throwing the reply's body in place: still a leak
server.tool("notify_body", "Send a notification", { message: z.string() }, async ({ message }) => {
  try {
    const response = await fetch("https://hass.example/api/services/notify/notify", {
      method: "POST",
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) {
      throw new Error(`Failed to send notification: ${await response.text()}`);
    }
    return { content: [{ type: "text", text: "sent" }] };
  } catch (error) {
    return { content: [{ type: "text", text: error instanceof Error ? error.message : "Unknown error" }], isError: true }; // want: RC402
  }
});

// a try around the fetch that reads the body: a JSON parse error quotes the
// body's first characters (fetcherr's inTry)
server.tool("ping", "Ping", {}, async () => {
  try {
    const r = await fetch("https://api.example.com/ping", { signal: AbortSignal.timeout(5_000) });
    return { content: [{ type: "text", text: JSON.stringify(await r.json()) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `ping failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});

server.tool("report", "Report", {}, async () => {
  try {
    return { content: [{ type: "text", text: await getReport("r") }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});

server.tool("run", "Run", {}, async () => {
  try {
    return { content: [{ type: "text", text: await getRun("r") }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});

server.tool("axios_ping", "Ping through axios", {}, async () => {
  try {
    const r = await axios.get("https://api.example.com/ping", { timeout: 5_000 });
    return { content: [{ type: "text", text: String(r.status) }] };
  } catch (e) {
    // axios names the host and port: "connect ECONNREFUSED 10.0.0.5:443"
    return { content: [{ type: "text", text: `ping failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});

server.tool("job", "Job", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getJob("j")) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true }; // want: RC402
  }
});
