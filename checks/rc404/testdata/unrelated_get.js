const cache = new Map();
export const v = cache.get("https://a.example/");
export const w = store.get("https://b.example/");
