import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5_000 });

export async function findUser(id: string) {
  const { rows } = await pool.query("SELECT * FROM users WHERE id = $1", [id]);
  return rows[0];
}
