function fetch(url) {
  return Promise.resolve(url);
}
export const x = fetch("https://a.example/"); // the file's own fetch
