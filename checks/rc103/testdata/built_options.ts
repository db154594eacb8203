// pg pool options built by a DSN parser of the same file, with the query
// timeout set only when configured (issue 18, batch 4: dbhub's postgres connector).
import pg from "pg";
const { Pool } = pg;

class PgParser {
  async parse(dsn: string, config?: { queryTimeoutSeconds?: number }): Promise<pg.PoolConfig> {
    const seconds = config?.queryTimeoutSeconds;
    const poolConfig: pg.PoolConfig = { connectionString: dsn, connectionTimeoutMillis: 5_000 };
    if (seconds !== undefined) {
      poolConfig.query_timeout = seconds * 1000;
    }
    return poolConfig;
  }
}

function boundedConfig(dsn: string): pg.PoolConfig {
  const cfg: pg.PoolConfig = { connectionString: dsn };
  cfg.statement_timeout = 15_000;
  return cfg;
}

export class Connector {
  dsnParser = new PgParser();

  async connect(dsn: string) {
    const poolConfig = await this.dsnParser.parse(dsn);
    return new Pool(poolConfig); // want: RC103
  }

  // Clean look-alike: the statement timeout is set on every path.
  connectBounded(dsn: string) {
    return new Pool(boundedConfig(dsn));
  }
}
