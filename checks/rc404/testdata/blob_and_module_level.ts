const manifest = await fetch("https://registry.example/manifest.json", { signal: AbortSignal.timeout(5_000) }); // module level: runs once

export async function readUpload(file: Blob) {
  return fetch(URL.createObjectURL(file)); // a blob URL is read locally
}
export async function inline() {
  return fetch("data:text/plain,hello");
}
