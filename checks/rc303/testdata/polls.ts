// Polls of an upstream until it reports a state (issue 18, batch 4:
// cloud-run-mcp build.js, heroku-mcp-server deploy-to-heroku.ts).
declare const cloudBuild: any;
declare const setupService: any;
declare function callWithRetry<T>(fn: () => Promise<T>, label: string): Promise<T>;
declare function logAndProgress(msg: string): Promise<void>;

export async function waitForBuild(name: string) {
  while (true) { // want: RC303
    const [build] = await callWithRetry(() => cloudBuild.getBuild({ name }), "getBuild");
    if (["SUCCESS", "FAILURE", "TIMEOUT", "CANCELLED"].includes(build.status)) {
      return build;
    }
    await logAndProgress(`Build status: ${build.status}. Waiting...`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

export async function waitForSetup(id: string) {
  let info = await setupService.info(id);
  while (info.status === "pending") { // want: RC303
    await new Promise((resolve) => setTimeout(resolve, 2000));
    info = await setupService.info(id);
  }
  return info;
}

// Clean look-alikes: a poll with an attempt cap, one with a deadline, a
// pagination loop that pauses between pages, and a worker with no exit.
export async function cappedPoll(name: string) {
  for (let attempts = 0; attempts < 20; attempts++) {
    const build = await cloudBuild.getBuild({ name });
    if (build.status === "SUCCESS") return build;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  throw new Error("build did not finish");
}

export async function deadlinePoll(name: string) {
  const deadline = Date.now() + 60_000;
  while (true) {
    const build = await cloudBuild.getBuild({ name });
    if (build.status === "SUCCESS") return build;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

export async function pagesWithPause(project: string) {
  const out: unknown[] = [];
  let pageToken: string | undefined;
  while (true) {
    const page = await cloudBuild.listBuilds({ project, pageToken });
    out.push(...page.builds);
    if (!page.nextPageToken) return out;
    pageToken = page.nextPageToken;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function worker(queue: any) {
  while (true) {
    const job = await queue.next();
    await handle(job);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
declare function handle(job: unknown): Promise<void>;
