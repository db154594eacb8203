// Class of real code: one client's method asked for separate items inside one
// Promise.all (a project summary's issue count and its recent issues). Either
// request can fail alone and reject the aggregate, as a per-item fan-out does.

export async function projectSummary(jira: JiraClient, key: string) {
  const [firstPage, recent] = await Promise.all([ // want: RC602
    jira.searchIssues(`project = ${key}`, ["status"], 0, 100),
    jira.searchIssues(`project = ${key} ORDER BY updated DESC`, ["summary"], 0, 5),
  ]);
  return { total: firstPage.total, recent: recent.issues };
}

// Lazy relations of one record, each its own request.
export async function issueDetails(limiter: Limiter, issue: Issue) {
  const [state, assignee, team] = await Promise.all([ // want: RC602
    limiter.enqueue(() => issue.state),
    limiter.enqueue(() => issue.assignee),
    limiter.enqueue(() => issue.team),
  ]);
  return { state: state?.name, assignee: assignee?.name, team: team?.name };
}

// Clean twin: allSettled keeps the result that arrived.
export async function projectSummarySettled(jira: JiraClient, key: string) {
  const [firstPage, recent] = await Promise.allSettled([
    jira.searchIssues(`project = ${key}`, ["status"], 0, 100),
    jira.searchIssues(`project = ${key} ORDER BY updated DESC`, ["summary"], 0, 5),
  ]);
  return { firstPage, recent };
}

// Clean twin: each request catches its own failure.
export async function projectSummaryCaught(jira: JiraClient, key: string) {
  const [firstPage, recent] = await Promise.all([
    jira.searchIssues(`project = ${key}`, ["status"], 0, 100).catch(() => null),
    jira.searchIssues(`project = ${key} ORDER BY updated DESC`, ["summary"], 0, 5).catch(() => null),
  ]);
  return { firstPage, recent };
}

// Clean: the two sides of one comparison, each needed for the answer.
export async function compareVersions(api: PropertyApi, id: string, from: number, to: number) {
  const [fromRules, toRules] = await Promise.all([
    api.getRules({ id, version: from }),
    api.getRules({ id, version: to }),
  ]);
  return { changes: countChanges(fromRules.rules, toRules.rules) };
}

// Clean: the same first argument, later options differ: one source.
export async function versionsOf(api: PropertyApi, client: Client, id: string) {
  const [rules, hostnames] = await Promise.all([
    api.makeRequest(client, { path: `/properties/${id}/rules` }),
    api.makeRequest(client, { path: `/properties/${id}/hostnames` }),
  ]);
  return { rules, hostnames };
}

// Clean: statements on one database connection.
export async function tableStats(pool: Pool, table: string) {
  const [rows, size] = await Promise.all([
    pool.query(`SELECT count(*) FROM ${table}`),
    pool.query(`SELECT pg_total_relation_size('${table}')`),
  ]);
  return { rows, size };
}

// Clean: pure local computation per element.
export async function digests(a: string, b: string) {
  const [x, y] = await Promise.all([Promise.resolve(a.length), Promise.resolve(b.length)]);
  return x + y;
}
