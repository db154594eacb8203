// A retried fetch whose init object comes from the caller (jsanymethod.go),
// called with POSTs that set a state (stateurl): the current selection
// (dbt-mcp's local UI, POST /selected_projects) and a shutdown. A repeat
// stores the same selection again, or finds the process stopping: the
// retry duplicates nothing. The defect twin's callers add a project too.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- clean: every POST caller sets a state ----

async function fetchWithRetry(input: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await fetch(input, { ...init, signal: AbortSignal.timeout(5_000) });
    } catch (err) {
      if (attempt === 2) throw err;
      await sleep(400 * 2 ** attempt);
    }
  }
  throw new Error("unreachable");
}

export async function saveSelection(ids: string[]) {
  await fetchWithRetry("/projects");
  await fetchWithRetry("/selected_projects", { method: "POST", body: JSON.stringify({ ids }) });
  await fetchWithRetry("/shutdown", { method: "POST" });
}

// ---- defect: one caller POSTs a new project ----

async function sendWithRetry(input: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await fetch(input, { ...init, signal: AbortSignal.timeout(5_000) }); // want: RC301
    } catch (err) {
      if (attempt === 2) throw err;
      await sleep(400 * 2 ** attempt);
    }
  }
  throw new Error("unreachable");
}

export async function addProject(name: string) {
  await sendWithRetry("/selected_projects", { method: "POST", body: JSON.stringify({ ids: [name] }) });
  await sendWithRetry("/projects", { method: "POST", body: JSON.stringify({ name }) }); // want: RC301
}
