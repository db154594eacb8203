// Driver options built by a DSN parser of the same file, for a library row
// with an options bound (mariadb: queryTimeout and socketTimeout default to 0,
// no timeout): the timeout set only when configured, through a conditional
// spread or a conditional assignment, is absent by default (blind row:
// dbhub's mariadb connector).
import * as mariadb from "mariadb";

class MariadbParser {
  async parse(dsn: string, config?: { queryTimeoutSeconds?: number }): Promise<mariadb.PoolConfig> {
    const seconds = config?.queryTimeoutSeconds;
    const connectionConfig: mariadb.PoolConfig = {
      host: dsn,
      multipleStatements: true,
      ...(seconds !== undefined && { queryTimeout: seconds * 1000 }),
    };
    return connectionConfig;
  }

  assigned(dsn: string, seconds?: number): mariadb.PoolConfig {
    const cfg: mariadb.PoolConfig = { host: dsn };
    if (seconds) {
      cfg.queryTimeout = seconds * 1000;
    }
    return cfg;
  }

  // Clean look-alikes: set on every path.
  bounded(dsn: string): mariadb.PoolConfig {
    return { host: dsn, queryTimeout: 15_000 };
  }

  eitherWay(dsn: string, seconds?: number): mariadb.PoolConfig {
    return { host: dsn, ...(seconds ? { queryTimeout: seconds * 1000 } : { queryTimeout: 15_000 }) };
  }

  unknownSpread(dsn: string, extra: mariadb.PoolConfig): mariadb.PoolConfig {
    return { host: dsn, ...extra };
  }
}

export class Connector {
  dsnParser = new MariadbParser();

  async connect(dsn: string, config?: { queryTimeoutSeconds?: number }) {
    const connectionConfig = await this.dsnParser.parse(dsn, config);
    return mariadb.createPool(connectionConfig); // want: RC103
  }

  async connectAssigned(dsn: string) {
    return mariadb.createConnection(this.dsnParser.assigned(dsn)); // want: RC103
  }

  connectBounded(dsn: string) {
    return mariadb.createPool(this.dsnParser.bounded(dsn));
  }

  connectEither(dsn: string) {
    return mariadb.createPool(this.dsnParser.eitherWay(dsn));
  }

  connectSpread(dsn: string, extra: mariadb.PoolConfig) {
    return mariadb.createPool(this.dsnParser.unknownSpread(dsn, extra));
  }

  // A literal is judged by the row-driven check (bounds.BoundGaps).
  connectLiteral(dsn: string) {
    return mariadb.createPool({ host: dsn, connectionLimit: 5 }); // want: RC103
  }

  connectSocketBound(dsn: string) {
    return mariadb.createPool({ host: dsn, socketTimeout: 15_000 });
  }
}

// A chain of ?: in the spread, one branch of which sets the timeout.
function chained(dsn: string, c?: { charset?: string; seconds?: number }): mariadb.PoolConfig {
  return {
    host: dsn,
    ...(c?.charset !== undefined ? { charset: c.charset } : c?.seconds !== undefined ? { queryTimeout: c.seconds * 1000 } : {}),
  };
}

export const chainedPool = (dsn: string) => mariadb.createPool(chained(dsn)); // want: RC103
