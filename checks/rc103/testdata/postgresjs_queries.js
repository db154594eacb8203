// postgres.js (npm "postgres") has no query timeout of its own: a client
// made without a server statement limit runs every query unbounded.
import postgres from "postgres";

let sql = null;

function initDatabase(url) {
  if (sql) return sql;
  sql = postgres(url, { max: 10, idle_timeout: 20, connect_timeout: 10 });
  return sql;
}

function getDatabase() {
  return initDatabase(process.env.DATABASE_URL);
}

const direct = postgres(process.env.DATABASE_URL);

export async function lookupKey(key) {
  const db = getDatabase();
  const rows = await db`SELECT user_id FROM api_keys WHERE key = ${key}`; // want: RC103
  return rows[0];
}

export async function runQuery(text) {
  return direct.unsafe(text); // want: RC103
}

export async function inTransaction(id) {
  // the callback's parameter is not followed: not judged
  return direct.begin(async (tx) => tx`UPDATE jobs SET done = true WHERE id = ${id}`);
}

export function describe(name) {
  // a tag that is no postgres.js client
  const tag = (strings) => strings.join("");
  return tag`hello ${name}`;
}
