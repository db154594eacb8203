// Per-item fan-outs: Promise.all over items.map(cb) whose callback makes one
// upstream request or write per item. One failed item rejects the whole
// aggregate and discards the results of every other item.

// A listing enriched with a detail lookup per entry (list, then get each).
export async function searchEmails(gmail: Gmail, q: string) {
  const list = await gmail.users.messages.list({ userId: "me", q });
  const results = await Promise.all( // want: RC602
    (list.data.messages || []).map(async (msg) => {
      const detail = await gmail.users.messages.get({ userId: "me", id: msg.id });
      return { id: msg.id, subject: detail.data.snippet };
    }),
  );
  return results;
}

// Bulk writes through a variable that holds the map: the ids of the records
// written before the failure are lost.
export async function bulkCreate(collection: Collection, records: Doc[]) {
  const insertPromises = records.map((record) => collection.insertOne(record));
  const results = await Promise.all(insertPromises); // want: RC602
  return results.map((r) => r.insertedId);
}

// A helper of this file that fetches one partition (a day of a range).
async function loadDay(url: string, day: string) {
  const resp = await fetch(`${url}/${day}`);
  return resp.ok ? resp.json() : [];
}

export async function loadRange(url: string, days: string[]) {
  return (await Promise.all(days.map((day) => loadDay(url, day)))).flat(); // want: RC602
}

// An array of separate calls built in a variable, with an optional push.
export async function insights(teamId?: string) {
  const queries = [callGraphQL(ROCKS), callGraphQL(ISSUES)];
  if (teamId) {
    queries.push(callGraphQL(TEAMS));
  }
  const [rocks, issues, teams] = await Promise.all(queries); // want: RC602
  return { rocks, issues, teams };
}

// Clean: each item catches its own failure.
export async function scrapeAll(urls: string[]) {
  return Promise.all(
    urls.map(async (url) => {
      try {
        return await fetch(url).then((r) => r.text());
      } catch (e) {
        return { url, error: String(e) };
      }
    }),
  );
}

// Clean: each item checks its result and degrades to a fallback entry.
export async function withAnswers(checkups: Checkup[]) {
  return Promise.all(
    checkups.map(async (c) => {
      const r = await callGraphQL(answersQuery(c.id));
      if (!r.ok) {
        return { ...c, answers: [] };
      }
      return { ...c, answers: r.data };
    }),
  );
}

// Clean: Promise.allSettled keeps the items that succeeded.
export async function queryIndexes(client: Client, names: string[]) {
  const settled = await Promise.allSettled(names.map((n) => client.index(n).query()));
  return settled.filter((s) => s.status === "fulfilled");
}

// Clean: local work per item (file reads, no upstream).
export async function readAll(paths: string[]) {
  return Promise.all(paths.map((p) => fs.promises.readFile(p, "utf8")));
}

// Clean: the result is discarded (every build is required; the failure is the answer).
export async function buildAll(services: string[], cloudBuild: CloudBuild) {
  const builds = services.map((s) => cloudBuild.createBuild({ source: s }));
  await Promise.all(builds);
}

// Clean: the batch callback's failure goes to a helper of this file that
// retries item by item and records per-item failures.
async function processBatches<T, U>(items: T[], size: number, fn: (batch: T[]) => Promise<U[]>) {
  const successes: U[] = [];
  const failures: { item: T; error: unknown }[] = [];
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size);
    try {
      successes.push(...(await fn(batch)));
    } catch {
      for (const item of batch) {
        try {
          successes.push(...(await fn([item])));
        } catch (error) {
          failures.push({ item, error });
        }
      }
    }
  }
  return { successes, failures };
}

export async function modifyLabels(gmail: Gmail, ids: string[]) {
  return processBatches(ids, 50, async (batch) => {
    const results = await Promise.all(
      batch.map(async (id) => {
        await gmail.users.messages.modify({ userId: "me", id });
        return { id, success: true };
      }),
    );
    return results;
  });
}

// Clean: an accumulator filled by pushes only (the downloads of two kinds
// of image, each a Promise.all of its own).
export async function downloadImages(png: Promise<string>[], svg: Promise<string>[]) {
  const downloads: Promise<string[]>[] = [];
  downloads.push(Promise.all(png));
  downloads.push(Promise.all(svg));
  return (await Promise.all(downloads)).flat();
}

// Clean: the callback is a parameter (a generic batch helper); what it calls is not known here.
export async function batch<T, U>(items: T[], fn: (x: T) => Promise<U>) {
  return Promise.all(items.map((x) => fn(x)));
}

// Clean: each item's failure is caught and rethrown on purpose (the
// versions of every entity make one bulk publish request).
export async function bulkPublish(client: Contentful, ids: string[]) {
  const versions = await Promise.all(
    ids.map(async (id) => {
      try {
        const entry = await client.entry.get({ entryId: id });
        return { id, version: entry.sys.version };
      } catch (error) {
        throw new Error(`Failed to get version for entry ${id}. All entries must have a version.`);
      }
    }),
  );
  return client.bulkAction.publish({ entities: versions });
}

// Promises pushed in a loop: the loop form of items.map(cb).
export async function issueDetails(api: Api, keys: string[]) {
  const pending = [];
  for (const key of keys) {
    pending.push(api.getIssue(key));
  }
  const issues = await Promise.all(pending); // want: RC602
  return issues;
}

// An awaited helper with type arguments (`await helpCenterGet<T>(...)`,
// which tree-sitter reads as a call of `await helpCenterGet`) is the same
// per-item request as without them.
export async function articleTranslations(token: string, articles: { id: number }[]) {
  const formatted = await Promise.all( // want: RC602
    articles.map(async (article) => {
      const { translations } = await helpCenterGet<{ translations: string[] }>(token, `/articles/${article.id}/translations`);
      return `${article.id}: ${translations.join(", ")}`;
    }),
  );
  return formatted.join("\n");
}

// Clean: a lookup in the request's own state store per item, not an upstream.
export async function describeTables(ctx: Context, tables: { name: string }[]) {
  return Promise.all(
    tables.map(async (t) => {
      const meta = await ctx.state.get<TableMeta>(`meta:${t.name}`);
      return { ...t, meta };
    }),
  );
}

// One write per item whose verb is "add" (client.addLabel): a failed label
// rejects the batch and hides which labels were created.
export async function addLabels(client: TodoistApi, labels: string[]) {
  const created = await Promise.all(labels.map((label) => client.addLabel({ name: label }))); // want: RC602
  return created.map((l) => l.id);
}
