export function makeClient({ fetch }) {
  return (url) => fetch(url);
}
