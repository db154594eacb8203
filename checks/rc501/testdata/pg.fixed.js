const { Pool } = require("pg");
const pg = require("pg");
const mysql = require("mysql2/promise");

const CONNECT_TIMEOUT = 5000;

// ---- positives ----

const a = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 }); // want: RC501
const b = new pg.Pool({ max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 }); // want: RC501
const c = new Pool({ max: 20, idleTimeoutMillis: 30000, connectionTimeoutMillis: 5_000 }); // want: RC501
const d = new Pool({ max: 20, connectionTimeoutMillis: CONNECT_TIMEOUT, idleTimeoutMillis: 30_000 }); // want: RC501
const e = new Pool({ max: 20, idleTimeoutMillis: 30000, connectionTimeoutMillis: 5_000 }); // want: RC501

const cfg = { host: "db", user: "app", max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 };
const f = new Pool(cfg); // want: RC501

const m1 = mysql.createPool({ host: "db", user: "app", connectionLimit: 10, queueLimit: 100 }); // want: RC501
const m2 = mysql.createPool({ host: "db", connectionLimit: 10, queueLimit: 100 }); // want: RC501
const m3 = mysql.createPool({ host: "db", connectionLimit: 10, queueLimit: 100 }); // want: RC501

// ---- negatives ----

const ok = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30000,
  connectionTimeoutMillis: CONNECT_TIMEOUT,
});
const spread = new Pool({ ...baseConfig, connectionString: process.env.DATABASE_URL });
const fromParam = (opts) => new Pool(opts);
const fromOther = new Pool(require("./db-config"));
const mOk = mysql.createPool({ host: "db", connectionLimit: 10, queueLimit: 50 });
const mNoWait = mysql.createPool({ host: "db", connectionLimit: 10, waitForConnections: false });
const mUri = mysql.createPool(process.env.MYSQL_URL);

class Pool2 {}
const notPg = new Pool2({});
const workerPool = new WorkerPool({ size: 4 }); // not a database pool
const other = somelib.createPool({ host: "x" }); // not mysql
