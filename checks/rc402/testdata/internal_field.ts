// Class of real code: an OAuth callback that wraps an upstream network
// failure in the SDK's error with a fixed public message, keeping the raw
// text in a field that only goes to logs and error reporting.
import { Hono } from "hono";
import { McpError } from "./errors.js";

const app = new Hono();

app.get("/callback", async (c) => {
  let accounts: Response;
  try {
    accounts = await fetch("https://api.example.com/v1/accounts", { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new McpError("the accounts service is unavailable", 502, {
      reportToSentry: true,
      internalMessage: `network error: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return c.json(await accounts.json());
});
