class Api {
  get(path: string) {
    return path;
  }
}
export const x = new Api().get("https://a.example/");
export const fetchLike = (u: string) => u;
export const y = fetchLike("https://b.example/");
