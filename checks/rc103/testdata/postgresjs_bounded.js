// Clean look-alike: the client passes the server a statement_timeout.
import postgres from "postgres";

const sql = postgres(process.env.DATABASE_URL, {
  connection: { statement_timeout: 15000 },
});

export async function lookupKey(key) {
  const rows = await sql`SELECT user_id FROM api_keys WHERE key = ${key}`;
  return rows[0];
}
