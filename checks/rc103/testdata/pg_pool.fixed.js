const pg = require("pg");
const { Pool, Client } = require("pg");
const PgPool = require("pg-pool");

// ---- positives ----

const bare = new Pool({ statement_timeout: 15_000 }); // want: RC103

const fromEnv = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, statement_timeout: 15_000 }); // want: RC103

const namespaced = new pg.Pool({ // want: RC103
  connectionString: process.env.DATABASE_URL,
  connectionTimeoutMillis: 5000,
  statement_timeout: 15_000,
});

const config = { host: "db", database: "notes", connectionTimeoutMillis: 5000, statement_timeout: 15_000 };
const fromVariable = new Pool(config); // want: RC103

const zero = new Client({ connectionTimeoutMillis: 5_000, query_timeout: 15000 }); // want: RC103

const urlOnly = new Client("postgres://svc@db/notes"); // want: RC103

const standalone = new PgPool({ max: 5, statement_timeout: 15_000 }); // want: RC103

function perRequest() {
  const client = new Client({ host: "db", statement_timeout: 15_000, connectionTimeoutMillis: 5000 }); // want: RC103
  return client;
}

// Queries on a pool that has no statement timeout are reported where they run.
const shared = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, connectionTimeoutMillis: 5000, statement_timeout: 15_000 }); // want: RC103

async function listNotes(owner) {
  const { rows } = await shared.query("SELECT body FROM notes WHERE owner = $1", [owner]); // want: RC103
  return rows;
}

async function inTransaction() {
  const client = await shared.connect();
  try {
    await client.query("BEGIN"); // session control: returns at once, not reported
    await client.query({ text: "UPDATE notes SET seen = now()", query_timeout: 15000 });
  } finally {
    client.release();
  }
}

// ---- negatives ----

// A Pool's connectionTimeoutMillis is its acquire timeout: RC501 reports it.
const poolNoAcquireTimeout = new Pool({ max: 10, statement_timeout: 15000 });

const bounded = new Pool({
  connectionString: process.env.DATABASE_URL,
  connectionTimeoutMillis: 5000,
  statement_timeout: 15000,
});

const clientBounded = new Client({ connectionTimeoutMillis: 5000, query_timeout: 15000 });

function fromParam(opts) {
  return new Pool(opts); // a config of unknown origin
}

const spread = new Pool({ ...baseConfig, max: 10 });

const inUrl = new Client("postgres://svc@db/notes?connect_timeout=5&statement_timeout=15000");

const timeoutsInVariables = new Pool({ connectionTimeoutMillis: connectMs, statement_timeout: queryMs });

const withOptions = new Pool({ connectionTimeoutMillis: 5000, options: "-c statement_timeout=15000" });

class Pool2 {}
const unrelated = new Pool2({});

function shadow(Client) {
  return new Client({});
}

// Timeouts added to the config object before it is used.
const lateCfg = { host: "db", max: 5 };
lateCfg.connectionTimeoutMillis = 5000;
lateCfg.statement_timeout = 15000;
const configuredLater = new Client(lateCfg);
