#!/usr/bin/env node
// A #! line does not make a file that builds an MCP server a one-shot program.
import { FastMCP } from "fastmcp";
import axios from "axios";

const server = new FastMCP({ name: "x", version: "1.0.0" });

async function fetchWithRetry(url, maxRetries) {
  for (let attempt = 0; attempt < maxRetries; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      if (attempt < maxRetries - 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000)); // want: RC302
        continue;
      }
      throw err;
    }
  }
}

server.addTool({ name: "get", execute: async (args) => fetchWithRetry(args.url, 3) });
server.start({ transportType: "stdio" });
