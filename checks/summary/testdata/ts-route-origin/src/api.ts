import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5_000 });

export async function listItems(owner: string) {
  const { rows } = await pool.query("SELECT * FROM items WHERE owner = $1", [owner]);
  return rows;
}
