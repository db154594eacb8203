// Servers keep their retry helper in a module of their own and wrap each
// upstream call with it in the tool files. The helper retries whatever it is
// given, so a callback that creates something upstream (a job, an order)
// runs again after a lost response unless it sends an idempotency key.
import { retryWithBackoff, isRetryable, withRetries } from "../util/retry.js";
import { createJobsClient, createReportsApi } from "./clients.js";

const jobs = createJobsClient(process.env.JOBS_KEY);

// ---- positives ----

// "research" is not "search": starting a research run creates it.
export async function startResearch(topic: string) {
  return retryWithBackoff(() =>
    jobs.request<Run>(ENDPOINTS.RESEARCH, "POST", { topic }), // want: RC301
  );
}

export async function startJob(spec: JobSpec) {
  return retryWithBackoff(() =>
    jobs.request<JobStarted>("/v1/jobs", "POST", spec), // want: RC301
  );
}

export async function renameReport(id: string, name: string) {
  const reports = createReportsApi();
  return withRetries(async () => {
    const res = await fetch(`https://reports.internal/v1/${id}`, { // want: RC301
      method: "PATCH",
      body: JSON.stringify({ name }),
      signal: AbortSignal.timeout(5000),
    });
    return res.json();
  });
}

// The tool's annotations say it is not idempotent; that hint is no key.
export function registerStart(server: McpServer) {
  server.tool("start_job", "Start a job", { spec: JobSpecShape }, { idempotentHint: false }, async ({ spec }) => {
    const started = await retryWithBackoff(() =>
      jobs.request<JobStarted>("/v1/jobs", "POST", spec), // want: RC301
    );
    return { content: [{ type: "text", text: started.id }] };
  });
}

// ---- negatives ----

export async function readJob(id: string) {
  // a read: retrying it is safe
  return retryWithBackoff(() => jobs.request<Job>(`/v1/jobs/${id}`, "GET"));
}

export async function startJobOnce(spec: JobSpec, key: string) {
  // the same key on every attempt: the upstream deduplicates
  return retryWithBackoff(() =>
    jobs.request<JobStarted>("/v1/jobs", "POST", spec, { "Idempotency-Key": key }),
  );
}

export async function searchJobs(q: string) {
  // a search sent as a POST body: a read, safe to retry
  return retryWithBackoff(() => jobs.request<Job[]>(ENDPOINTS.SEARCH, "POST", { q }));
}

export async function queryReports(filter: Filter) {
  return retryWithBackoff(async () => {
    const res = await fetch("https://reports.internal/v1/reports/query", {
      method: "POST",
      body: JSON.stringify(filter),
      signal: AbortSignal.timeout(5000),
    });
    return res.json();
  });
}

export function classify(err: unknown) {
  // a predicate named after retries does not run its argument again
  return isRetryable(() => jobs.request("/v1/jobs", "POST", {}));
}
