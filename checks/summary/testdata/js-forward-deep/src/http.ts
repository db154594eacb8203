// Options forwarded through six functions before fetch (one more than
// summary.MaxDepth, 5): whether a caller bounds them is past the depth the
// chains follow, so nothing is said at the fetch (a notice says so), and each
// caller is judged as before.
export async function raw(url: string, init: RequestInit = {}) {
  return fetch(url, { ...init });
}

export async function l1(url: string, init: RequestInit = {}) {
  return raw(url, init);
}

export async function l2(url: string, init: RequestInit = {}) {
  return l1(url, init);
}

export async function l3(url: string, init: RequestInit = {}) {
  return l2(url, init);
}

export async function l4(url: string, init: RequestInit = {}) {
  return l3(url, init);
}

export async function l5(url: string, init: RequestInit = {}) {
  return l4(url, init);
}

export async function l6(url: string, init: RequestInit = {}) {
  return l5(url, init);
}
