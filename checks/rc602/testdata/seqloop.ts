// Sequential per-item loops inside one try whose catch returns only an error.

export async function createIterations(api: WorkApi, project: string, iterations: Iteration[]) {
  try {
    const results = [];
    for (const { name, start } of iterations) {
      const it = await api.createOrUpdateClassificationNode({ name, start }, project); // want: RC602
      results.push(it);
    }
    return { content: [{ type: "text", text: JSON.stringify(results) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error creating iterations: ${error}` }], isError: true };
  }
}

// Clean: each item catches its failure and records it.
export async function fetchFiles(client: GitApi, hits: Hit[]) {
  try {
    const out = [];
    for (const hit of hits) {
      try {
        out.push(await client.getItem(hit.path));
      } catch (e) {
        out.push({ path: hit.path, error: String(e) });
      }
    }
    return out;
  } catch (error) {
    return { error: String(error) };
  }
}

// Clean: the catch keeps the results gathered.
export async function fetchSome(client: Api, ids: string[]) {
  const got: Item[] = [];
  try {
    for (const id of ids) {
      got.push(await client.getItem(id));
    }
  } catch (error) {
    return { items: got, partial: true };
  }
  return { items: got };
}

// Clean: local work per item.
export async function readAll(paths: string[]) {
  try {
    const texts = [];
    for (const p of paths) {
      texts.push(await fs.promises.readFile(p, "utf8"));
    }
    return texts;
  } catch (error) {
    throw new Error(`read failed: ${error}`);
  }
}
