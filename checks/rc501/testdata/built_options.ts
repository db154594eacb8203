// Pool options built by a DSN parser of the same file, with the bounds set
// only when a setting is configured (issue 18, batch 4: dbhub's connectors).
import pg from "pg";
import mysql from "mysql2/promise";
const { Pool } = pg;

class PgParser {
  async parse(dsn: string, config?: { connectionTimeoutSeconds?: number }): Promise<pg.PoolConfig> {
    const seconds = config?.connectionTimeoutSeconds;
    const poolConfig: pg.PoolConfig = { connectionString: dsn };
    if (seconds !== undefined) {
      poolConfig.connectionTimeoutMillis = seconds * 1000;
    }
    return poolConfig;
  }
}

function mysqlOptions(dsn: string): mysql.PoolOptions {
  const url = new URL(dsn);
  const options: mysql.PoolOptions = { host: url.hostname, user: url.username };
  return options;
}

function boundedOptions(dsn: string): mysql.PoolOptions {
  const options: mysql.PoolOptions = { uri: dsn };
  options.connectionLimit = 10;
  options.queueLimit = 100;
  return options;
}

function pgBounded(dsn: string, idle?: number): pg.PoolConfig {
  const cfg: pg.PoolConfig = { connectionString: dsn, max: 10, connectionTimeoutMillis: 5_000 };
  if (!cfg.idleTimeoutMillis) {
    cfg.idleTimeoutMillis = idle ?? 30_000;
  }
  return cfg;
}

export class Connector {
  dsnParser = new PgParser();
  pool: any;

  async connect(dsn: string, config?: { connectionTimeoutSeconds?: number }) {
    const poolConfig = await this.dsnParser.parse(dsn, config);
    this.pool = new Pool(poolConfig); // want: RC501
  }

  connectMysql(dsn: string) {
    return mysql.createPool(mysqlOptions(dsn)); // want: RC501
  }

  // Clean look-alikes: every bound set on every path, or a default set when missing.
  connectBounded(dsn: string) {
    return mysql.createPool(boundedOptions(dsn));
  }

  connectPgBounded(dsn: string) {
    return new Pool(pgBounded(dsn));
  }

  connectPgCaller(dsn: string) {
    const cfg = pgBounded(dsn);
    cfg.max = 20;
    return new Pool(cfg);
  }

  connectOpaque(dsn: string) {
    return new Pool(loadPoolConfig(dsn));
  }
}
