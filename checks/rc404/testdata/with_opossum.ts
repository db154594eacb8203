import CircuitBreaker from "opossum";

const b = new CircuitBreaker((u: string) => fetch(u, { signal: AbortSignal.timeout(1_000) }));
export const get = (u: string) => b.fire(u);
