import { Pool } from "pg";
import * as pgAll from "pg";
import PgPool from "pg-pool";
import mysql from "mysql2";
import { createPool } from "mysql2/promise";
import type { PoolConfig } from "pg";

const IDLE_MS = 30_000;

// ---- positives ----

export const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 }); // want: RC501
export const ns = new pgAll.Pool({ max: 5, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 }); // want: RC501
export const raw = new PgPool({ max: 5, idleTimeoutMillis: IDLE_MS, connectionTimeoutMillis: 5_000 }); // want: RC501
const typed: PoolConfig = { connectionString: "postgres://x", max: 3, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 };
export const viaTyped = new Pool(typed); // want: RC501
export const idleOff = new Pool({ max: 5, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 2_000 }); // want: RC501

class Repo {
  private pool = new Pool({ max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 }); // want: RC501
}

export const my = mysql.createPool({ host: "db", connectionLimit: 10, queueLimit: 100 }); // want: RC501
export const my2 = createPool({ host: "db", connectionLimit: 5, queueLimit: 100 }); // want: RC501

// ---- negatives ----

export const good = new Pool({ max: 10, idleTimeoutMillis: IDLE_MS, connectionTimeoutMillis: 5_000 } as PoolConfig);
export function build(config: PoolConfig) {
  return new Pool(config);
}
export const spread = new Pool({ ...typed, idleTimeoutMillis: IDLE_MS });
export const myOk = mysql.createPool({ host: "db", connectionLimit: 5, queueLimit: 20 });
export const myNoWait = createPool({ connectionLimit: 5, waitForConnections: false });

namespace local {
  export class Pool {
    constructor(_: object) {}
  }
}
export const localPool = new local.Pool({});
export const threads = new Piscina({ maxThreads: 4 });
export const redis = createClient({ url: "redis://x" });
