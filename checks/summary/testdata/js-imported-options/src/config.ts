// Request options a module exports: literals without a bound, and their
// bounded look-alikes.
export const authConfig = { method: "GET", headers: { Authorization: "Bearer x" } };

export const boundedConfig = { method: "GET", timeout: 10_000 };

export function getFetchConfig(method = "GET") {
  return { method, headers: { Accept: "application/json" } };
}

export const getBoundedFetchConfig = (method = "GET") => {
  return { method, signal: AbortSignal.timeout(10_000) };
};
