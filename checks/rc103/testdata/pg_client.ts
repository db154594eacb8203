import pg, { Pool } from "pg";
import * as postgres from "pg";
import { Client as PgClient } from "pg";

// ---- positives ----

export const pool = new Pool({ max: 10, idleTimeoutMillis: 30_000 }); // want: RC103

export const other = new pg.Pool({ connectionString: process.env.DATABASE_URL as string }); // want: RC103

export async function withClient(sql: string) {
  const client = new PgClient({ host: "db" }); // want: RC103
  await client.connect();
  return client.query(sql); // want: RC103 (sql: string is SQL text, not a config with query_timeout)
}

const settings = {
  connectionString: process.env.DATABASE_URL,
  query_timeout: 15_000,
};
export const viaVariable = new postgres.Pool(settings); // RC501's: only the acquire timeout is missing

export const nativePool = new pg.native.Pool({ connectionTimeoutMillis: 5_000 }); // want: RC103

export const clientNoConfig = new pg.Client(); // want: RC103

export const partial = new Pool({
  max: 10,
  statement_timeout: 15_000,
});

export const templated = new PgClient(`postgres://svc@${process.env.HOST}/notes`); // want: RC103

const appPool = new pg.Pool({ max: 10, connectionTimeoutMillis: 5_000 }); // want: RC103

function getPool(): pg.Pool {
  return appPool;
}

export async function count(table: string) {
  const res = await getPool().query(`SELECT count(*) FROM ${table}`); // want: RC103
  return res.rows[0];
}

export class Repo {
  private db = new PgClient({ connectionTimeoutMillis: 5_000 }); // want: RC103
  async find(id: string) {
    return this.db.query("SELECT * FROM notes WHERE id = $1", [id]); // want: RC103
  }
}

// ---- negatives ----

export async function boundedCall(id: string) {
  return appPool.query({ text: "SELECT * FROM notes WHERE id = $1", values: [id], query_timeout: 15_000 });
}

export async function unknownConfig(q: pg.QueryConfig) {
  return appPool.query(q);
}

export async function otherDb(db: { query(s: string): Promise<unknown> }) {
  return db.query("SELECT 1");
}

export const ok = new Pool({ max: 10, connectionTimeoutMillis: 5_000, statement_timeout: 15_000 });

export const okClient = new PgClient({ connectionTimeoutMillis: 5_000, query_timeout: 15_000 } as pg.ClientConfig);

export function make(config: pg.PoolConfig) {
  return new Pool(config);
}

export const spreadCfg = new Pool({ ...shared, connectionTimeoutMillis: 5_000 });

export const fromCall = new Pool(loadConfig());

class Pool3 {
  constructor(_opts: object) {}
}
export const notPg = new Pool3({});

export const optionsVar = new Pool({ connectionTimeoutMillis: 5_000, options: pgOptions });

export const urlWithTimeouts = new PgClient(`postgres://svc@db/notes?connect_timeout=5&statement_timeout=15000`);
