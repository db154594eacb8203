// Constants another module imports for its timeouts (batch 12:
// apify/apify-mcp-server's EXTERNAL_TOOL_CALL_TIMEOUT_MSEC = 120_000 in
// src/mcp/const.ts).
export const EXTERNAL_TOOL_CALL_TIMEOUT_MSEC = 120_000; // 2 minutes, each use's wait: reported here once // want: RC104 whole-only
export const QUICK_MSEC = 10_000;
export let CHANGING_MSEC = 600_000; // a let: not one value, unknown
// Named in seconds, read where milliseconds go: unknown, not judged.
export const WAIT_SECONDS = 120;
