class Breaker {
  constructor() {
    this.failures = 0;
  }
}
const authBreaker = new Breaker();
export async function check(url) {
  return fetch(url, { signal: AbortSignal.timeout(1000) });
}
