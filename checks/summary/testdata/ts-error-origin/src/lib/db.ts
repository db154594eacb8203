import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5_000 });

export async function findUser(id: string) {
  const { rows } = await pool.query("SELECT * FROM users WHERE id = $1", [id]);
  return rows[0];
}

export async function findUserQuietly(id: string) {
  try {
    return await findUser(id);
  } catch {
    throw new Error("user lookup failed");
  }
}

export function formatUser(u: { name: string }) {
  return u.name.trim();
}

export async function findUserOrNull(id: string) {
  return pool.query("SELECT * FROM users WHERE id = $1", [id]).catch(() => null);
}

export async function findUserSafe(id: string) {
  return findUser(id).catch(() => undefined);
}

export async function findUserWrapped(id: string) {
  try {
    return await findUser(id);
  } catch (err) {
    throw new Error(`lookup failed: ${(err as Error).message}`);
  }
}

export async function findUserCause(id: string) {
  try {
    return await findUser(id);
  } catch (err) {
    throw new Error("lookup failed", { cause: err });
  }
}
