import { neon } from "@neondatabase/serverless";

// Each query is a fetch with no AbortSignal: a stalled endpoint holds the tool.
export async function runSql(uri: string, sql: string) {
  const runQuery = neon(uri); // want: RC103
  return runQuery.query(sql);
}

// Clean twin: fetchOptions carries a signal for every query of the function.
export async function runSqlBounded(uri: string, sql: string) {
  const runQuery = neon(uri, { fetchOptions: { signal: AbortSignal.timeout(15_000) } });
  return runQuery.query(sql);
}
