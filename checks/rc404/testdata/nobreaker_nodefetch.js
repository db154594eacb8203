import nf from "node-fetch";

export async function send(url) {
  return nf(url, { timeout: 5000 }); // want: RC404
}
