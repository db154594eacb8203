import { l4 } from "./http";

export async function tool(url: string) {
  return l4(url, { method: "GET" });
}
