// Status-code retry loops with no try/catch of their own (statusloop.go).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- positives ----

export async function fixedStatus(url: string) {
  let attempt = 0;
  while (attempt < 5) {
    const res = await fetch(url);
    if (res.status === 429 || res.status >= 500) {
      attempt++;
      await new Promise((r) => setTimeout(r, 1000)); // want: RC302
      continue;
    }
    return res.json();
  }
  throw new Error("gave up");
}

// ---- clean twins ----

export async function jitteredStatus(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await fetch(url);
    if (res.status === 429) {
      await sleep(Math.random() * 200 * 2 ** attempt);
      continue;
    }
    return res.json();
  }
  throw new Error("gave up");
}

export async function pollsJob(url: string) {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(url);
    const job = await res.json();
    if (job.status === "running") {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    return job;
  }
}
