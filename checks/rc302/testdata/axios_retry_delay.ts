import axios from "axios";
import axiosRetry from "axios-retry";

// A retryDelay callback of its own replaces exponentialDelay and its jitter
// (Daghis/teamcity-mcp src/api-client.ts:144).

const api = axios.create({ baseURL: "https://teamcity.example", timeout: 10_000 });

// ---- positive ----
axiosRetry(api, {
  retries: 3,
  retryDelay: (retryCount) => Math.min(1000 * Math.pow(2, Math.max(0, retryCount - 1)), 8000), // want: RC302
});

// ---- clean look-alikes ----
const jittered = axios.create({ baseURL: "https://teamcity.example", timeout: 10_000 });
axiosRetry(jittered, {
  retries: 3,
  retryDelay: (retryCount) => Math.random() * Math.min(1000 * 2 ** retryCount, 8000),
});

const library = axios.create({ baseURL: "https://teamcity.example", timeout: 10_000 });
axiosRetry(library, { retries: 3, retryDelay: axiosRetry.exponentialDelay });
