// pg pool options whose statement timeout is assigned under a test of a
// value that falls back to a positive default (neverinfamous/postgres-mcp,
// blind batch 21): the branch runs by default, so the pool is bounded.
import pg from "pg";

const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

interface Cfg {
  host: string;
  statementTimeout?: number;
}

export class DefaultGuarded {
  constructor(private readonly config: Cfg) {}

  // Clean look-alike: timeout is 30 s unless a caller sets 0 on purpose.
  connect() {
    const poolConfig: pg.PoolConfig = { host: this.config.host };
    const timeout = this.config.statementTimeout ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    if (timeout > 0) {
      poolConfig.statement_timeout = timeout;
    }
    return new pg.Pool(poolConfig);
  }

  // Defect twin: the fallback is undefined, so by default nothing is set.
  connectOptional() {
    const optionalConfig: pg.PoolConfig = { host: this.config.host };
    const timeout = this.config.statementTimeout;
    if (timeout !== undefined) {
      optionalConfig.statement_timeout = timeout;
    }
    return new pg.Pool(optionalConfig); // want: RC103
  }

  // Defect twin: the test does not hold for the default value.
  connectAbove(limit: number) {
    const aboveConfig: pg.PoolConfig = { host: this.config.host };
    const timeout = this.config.statementTimeout ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    if (timeout > limit) {
      aboveConfig.statement_timeout = timeout;
    }
    return new pg.Pool(aboveConfig); // want: RC103
  }
}
