// node mysql2: no query timeout in the pool or connection config and none by
// default per query; SQL the tool passes through runs unbounded unless the
// query passes { sql, timeout } (blind rows: benborla's mcp-server-mysql).
import * as mysql2 from "mysql2/promise";

let poolPromise: Promise<mysql2.Pool>;

const getPool = (): Promise<mysql2.Pool> => {
  if (!poolPromise) {
    poolPromise = new Promise<mysql2.Pool>((resolve) => resolve(mysql2.createPool({ host: "db", connectTimeout: 10_000 })));
  }
  return poolPromise;
};

export async function runWrite(sql: string) {
  let connection;
  try {
    const pool = await getPool();
    connection = await pool.getConnection();
    await connection.query("SET SESSION TRANSACTION READ WRITE"); // session control: not reported
    await connection.beginTransaction();
    const result = await connection.query(sql); // want: RC103
    await connection.commit();
    return result;
  } finally {
    connection?.release();
  }
}

export async function runBounded(sql: string) {
  const pool = await getPool();
  const connection = await pool.getConnection();
  const [rows] = await connection.query({ sql, timeout: 15_000 }); // clean: a per-query timeout
  connection.release();
  return rows;
}

export async function listTables() {
  const pool = await getPool();
  const connection = await pool.getConnection();
  return connection.query("SHOW TABLES"); // clean: SQL the file spells out
}

export class Store {
  private pool = mysql2.createPool({ host: "db" });

  run(statement: string) {
    return this.pool.execute(statement); // want: RC103
  }

  byTable(table: string) {
    return this.pool.execute(`SELECT * FROM ${table}`); // clean: SQL the file spells out
  }

  unrelated(client: { query(s: string): void }, sql: string) {
    client.query(sql); // clean: not a mysql connection
  }
}

// The timeout is passed, but its value is set only when configured.
export class Connector {
  private pool = mysql2.createPool({ host: "db" });
  private queryTimeoutMs?: number;
  private boundedMs?: number;
  private fixedMs = 15_000;

  constructor(seconds?: number) {
    if (seconds !== undefined) {
      this.queryTimeoutMs = seconds * 1000;
    }
    this.boundedMs = (seconds ?? 15) * 1000;
  }

  async run(processedSQL: string) {
    const conn = await this.pool.getConnection();
    await conn.query({ sql: processedSQL, timeout: this.queryTimeoutMs }); // want: RC103
    await conn.query({ sql: processedSQL, timeout: this.boundedMs }); // clean: set on every path
    return conn.query({ sql: processedSQL, timeout: this.fixedMs }); // clean: initialised
  }
}
