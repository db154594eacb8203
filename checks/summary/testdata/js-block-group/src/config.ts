import { pool } from "./pool.js";

export function fetchConfig() {
  return { agent: pool.getAgent(process.env.API_URL ?? "https://api.example.com") };
}
