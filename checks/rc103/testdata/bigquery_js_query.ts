// @google-cloud/bigquery (libmodels/data/sdks-lib33b.yml): BigQuery.query()
// creates a query job and polls its results until the job completes; the job
// runs under no timeout unless the Query object carries jobTimeoutMs, so the
// call waits up to BigQuery's 6-hour execution-time limit.
import { BigQuery } from "@google-cloud/bigquery";

const bigquery = new BigQuery({ projectId: process.env.GCP_PROJECT });

export async function runQuery(sql: string, location: string) {
  const [rows] = await bigquery.query({ query: sql, location, maximumBytesBilled: "1000000000" }); // want: RC103
  return rows;
}

export async function runBounded(sql: string) {
  const [rows] = await bigquery.query({ query: sql, jobTimeoutMs: 30_000 });
  return rows;
}

export async function runLocal(client: BigQuery, sql: string) {
  const [rows] = await client.query({ query: sql }); // want: RC103
  return rows;
}

// A string query carries no jobTimeoutMs either, but the bound is read from
// an options object only: not reported (a known limit of the row).
export async function runText(sql: string) {
  const [rows] = await bigquery.query(sql);
  return rows;
}

// Not a query: a dataset listing is a single metadata request.
export async function datasets() {
  const [list] = await bigquery.getDatasets();
  return list;
}
