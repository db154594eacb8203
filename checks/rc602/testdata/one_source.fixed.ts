// Classes of real code where Promise.all combines no independent sources.

// Helpers of this file that catch their own failures (declared as functions,
// after their use): none of the elements can reject.
export async function replaySummary(api: Api, id: string) {
  const [segments, issues] = await Promise.all([loadSegments(api, id), loadIssues(api, id)]);
  return { segments, issues };
}

async function loadSegments(api: Api, id: string) {
  try {
    return await api.segments(id);
  } catch {
    return null;
  }
}

async function loadIssues(api: Api, id: string) {
  return api.issues(id).catch(() => []);
}

// Several catalog queries on one database connection: one source.
export async function describeTable(sql: Sql, table: string) {
  const [columns, indexes, sizes] = await Promise.all([
    sql.query(COLUMNS_SQL, [table]),
    sql.query(INDEXES_SQL, [table]),
    sql.query(SIZES_SQL, [table]),
  ]);
  return { columns, indexes, sizes };
}

// The same endpoint asked for two periods of one comparison.
export async function compareWeeks(api: Api, name: string) {
  const [before, after] = await Promise.all([
    api.getReport({ name, period: "14d" }),
    api.getReport({ name, period: "7d" }),
  ]);
  return diff(before, after);
}

// A refresh barrier: each element stores its own result; the values of the
// aggregate are never read.
export function refreshAll(ops: Ops) {
  return Promise.all([ops.refreshTools(), ops.refreshPrompts()]).then(() => undefined);
}

// Preloading, failure ignored: the aggregate is a statement ending in a catch.
export function warmUp(cache: Cache, other: Cache) {
  Promise.all([cache.prime("a"), other.prime("b")]).catch(() => {});
}

// Still reported: one helper rethrows, so it does not handle its failure.
export async function dashboard(q: string) {
  const [a, b] = await Promise.allSettled([strictLoad(q), forecast.fetch(q)]); // want: RC602
  return [a, b];
}

async function strictLoad(q: string) {
  try {
    return await weather.get(q);
  } catch (err) {
    throw new Error(`weather: ${err}`);
  }
}

// The output streams of one child process (git-mcp-server's Bun runtime
// adapter): stdout and stderr are read together from one source.
export async function runGit(args: string[]) {
  const proc = Bun.spawn(["git", ...args], { stdout: "pipe", stderr: "pipe" });
  await proc.exited;
  const [stdout, stderr] = await Promise.all([proc.stdout.text(), proc.stderr.text()]);
  return { stdout, stderr };
}

// Two processes' outputs are two sources.
export async function runBoth(a: Proc, b: Proc) {
  const [left, right] = await Promise.allSettled([a.stdout.text(), b.stdout.text()]); // want: RC602
  return { left, right };
}
