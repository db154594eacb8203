import { Pool, PoolConfig } from "pg";

// A spread that adds only a read-only session option: no statement timeout.
export function readonlyPool(url: string, readonly: boolean): Pool {
  const poolConfig: PoolConfig = {
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 5_000,
    ...(readonly ? { options: "-c default_transaction_read_only=on" } : {}),
    statement_timeout: 15_000,
  };
  return new Pool(poolConfig); // want: RC103
}

// A timeout set only when configured is absent by default.
export function configuredPool(url: string, ms?: number): Pool {
  return new Pool({ connectionString: url, ...(ms !== undefined && { statement_timeout: ms }), statement_timeout: 15_000 }); // want: RC103
}

// Clean twins: both branches set the bound; a spread of unknown keys.
export function boundedPool(url: string, slow: boolean): Pool {
  return new Pool({ connectionString: url, ...(slow ? { statement_timeout: 60_000 } : { statement_timeout: 15_000 }) });
}

export function optionsPool(url: string, extra: PoolConfig): Pool {
  return new Pool({ connectionString: url, ...extra });
}
