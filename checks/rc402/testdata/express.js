// RC402 in plain JavaScript: an Express app and a FastMCP-style tool list.
const express = require("express");
const { McpError, ErrorCode } = require("@modelcontextprotocol/sdk/types.js");
const { UserError } = require("fastmcp");
const { NotFoundError } = require("./errors");

const fs = require("node:fs/promises");
const { Pool } = require("pg");
const axios = require("axios");

const app = express();
const db = new Pool({ max: 5 }); // a database driver: its errors carry SQL

// ---- positives ----

app.get("/users/:id", async (req, res) => {
  try {
    res.json(await db.query("SELECT * FROM users WHERE id = $1", [req.params.id]));
  } catch (err) {
    res.status(500).send(err.message); // want: RC402
  }
});

app.get("/report", async (req, res) => {
  try {
    res.json(await buildReport());
  } catch (e) {
    res.status(500).json({ error: e.toString() }); // want: RC402
  }
});

app.use((err, req, res, next) => {
  res.status(500).json({ message: err.message, stack: err.stack }); // want: RC402
});

async function lookup(name) {
  try {
    return await directory.find(name);
  } catch (error) {
    throw new McpError(ErrorCode.InternalError, `lookup failed: ${error}`); // want: RC402
  }
}

server.addTool({
  name: "fetch_page",
  execute: async ({ url }) => {
    try {
      return await fetchPage(url);
    } catch (err) {
      return "fetch failed: " + err.message; // want: RC402
    }
  },
});

function toolError(error) {
  return { content: [{ type: "text", text: error.stack }], isError: true }; // want: RC402
}

app.post("/import", (req, res) => {
  importFile(req.body.path).catch((failure) => res.status(500).end(String(failure))); // want: RC402
});

async function quote(symbol) {
  let lastError;
  for (let i = 0; i < 3; i++) {
    try {
      return await prices.get(symbol);
    } catch (err) {
      lastError = err;
    }
  }
  throw new UserError(`no quote: ${lastError.message}`); // want: RC402
}

// ---- negatives ----

app.get("/items/:id", async (req, res) => {
  try {
    res.json(await db.item(req.params.id));
  } catch (err) {
    console.error("item lookup failed", err); // logging is fine
    res.status(500).json({ error: "internal error" });
  }
});

app.get("/things/:id", async (req, res) => {
  try {
    res.json(await db.thing(req.params.id));
  } catch (err) {
    if (err instanceof NotFoundError) {
      // the project's own error class: its message is written for the caller
      return res.status(404).json({ error: err.message });
    }
    res.status(500).json({ error: "internal error", code: err.code });
  }
});

async function retryable(fn) {
  try {
    return await fn();
  } catch (err) {
    throw new Error(`retry failed: ${err.message}`); // re-raised to the caller, not sent
  }
}

function describe(err) {
  return `failed: ${err.message}`; // a plain helper returning a string
}

app.get("/status", async (req, res) => {
  try {
    res.json(await status());
  } catch (err) {
    res.status(503).json({ error: "unavailable", kind: err.name });
  }
});

server.addTool({
  name: "safe_tool",
  execute: async () => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof UserError) return err.message;
      log.error(err);
      return "internal error";
    }
  },
});

app.get("/probe", async (req, res) => {
  try {
    res.json(await probe());
  } catch (err) {
    res.status(502).json({ timeout: err.message.includes("timeout") });
  }
});

function sendError(res, error) {
  // a message string handed in by the caller
  res.status(400).json({ error });
}

const cache = new Map();
function remember(key, value) {
  try {
    cache.set(key, JSON.stringify(value));
  } catch (err) {
    cache.delete(key);
  }
  return cache.get(key);
}

// ---- where the errors above come from ----

async function buildReport() {
  return db.query("SELECT * FROM report");
}

const directory = { find: (name) => axios.get(`https://ldap.internal.example/users/${name}`, { timeout: 5_000 }) };

async function fetchPage(url) {
  return (await axios.get(url, { timeout: 5_000 })).data; // an HTTP client (Node's global fetch fails with a fixed "fetch failed": fetch_failed.ts)
}

async function importFile(path) {
  return fs.readFile(path, "utf8"); // the filesystem
}

const prices = axios.create({ baseURL: "https://prices.internal.example", timeout: 5_000 });
