// A client module whose methods return a database error's text as data
// (package passval): the service passes the value on, the tool sends it.
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5000 });

export class Client {
  async rows(table: string) {
    try {
      const r = await pool.query(`SELECT * FROM ${table}`);
      return { rows: r.rows };
    } catch (err) {
      return { error: (err as Error).message }; // want: RC402 whole-only
    }
  }

  async fixed(table: string) {
    // Clean twin: a fixed message.
    try {
      const r = await pool.query(`SELECT * FROM ${table}`);
      return { rows: r.rows };
    } catch {
      return { error: "query failed" };
    }
  }
}
