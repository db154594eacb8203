import got from "got";

export async function rates(): Promise<unknown> {
  return got.get("https://fx.example/rates", { timeout: { request: 5_000 } }).json(); // want: RC404
}
