// The operations a tool dispatches to by name (package dispatch).
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5000 });

export async function listRows(args: { table: string }): Promise<string> {
  const r = await pool.query(`SELECT * FROM ${args.table}`);
  return JSON.stringify(r.rows);
}

export async function countRows(args: { table: string }): Promise<string> {
  const r = await pool.query(`SELECT count(*) FROM ${args.table}`);
  return String(r.rows[0].count);
}

export async function upper(args: { table: string }): Promise<string> {
  return args.table.toUpperCase();
}

export async function lower(args: { table: string }): Promise<string> {
  return args.table.toLowerCase();
}
