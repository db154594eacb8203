// Class of real code: an example program that starts two local servers and a
// gateway in front of them, and a sample client reading its own stored state.
// One person runs it and sees the failure; nothing is aggregated for callers.
export async function startExample(a: Upstream, b: Upstream) {
  const [addrA, addrB] = await Promise.all([a.listen(0), b.listen(0)]);
  return { addrA, addrB };
}

export async function scopeOf(store: TokenStore) {
  const [tokens, discovery] = await Promise.all([store.tokens(), store.discoveryState()]);
  return tokens?.scope ?? discovery?.scope;
}
