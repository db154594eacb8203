import { MongoClient } from "mongodb";

// Options held in a conditional: each branch is a path the client may take.

export async function readOnlyBranch(url: string, readOnly: boolean) {
  const options = readOnly ? { readPreference: "secondary" as const } : {};
  const client = new MongoClient(url, options); // want: RC103
  await client.connect();
  return client;
}

export async function inlineBranch(url: string, primary: boolean) {
  return new MongoClient(url, primary ? { timeoutMS: 5_000 } : { appName: "x" }); // want: RC103
}

// ---- negatives ----

export async function bothBounded(url: string, readOnly: boolean) {
  const options = readOnly ? { readPreference: "secondary" as const, timeoutMS: 5_000 } : { timeoutMS: 5_000 };
  return new MongoClient(url, options);
}

export async function setLater(url: string, readOnly: boolean) {
  const opts: Record<string, unknown> = readOnly ? { readPreference: "secondary" } : {};
  opts.timeoutMS = 5_000;
  return new MongoClient(url, opts);
}

export async function unknownBranch(url: string, readOnly: boolean, base: object) {
  return new MongoClient(url, readOnly ? base : { timeoutMS: 5_000 });
}
