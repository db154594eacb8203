import express from "express";
import { listItems } from "./api.js";
import { transport } from "./transport.js";

const app = express();

// The summaries know the origin (pg in api.ts): the medium finding
// replaces the low one of unknown origin at the same place.
app.get("/items", async (_req, res) => {
  try {
    res.json(await listItems(String(_req.query.owner)));
  } catch (error: any) {
    res.status(500).json({ error: error.message }); // want: RC402
  }
});

// Nothing tells the origin: low (errresp).
app.post("/mcp", async (req, res) => {
  try {
    await transport.handleRequest(req, res, req.body);
  } catch (error: any) {
    res.status(500).json({ error: error.message }); // want: RC402
  }
});
