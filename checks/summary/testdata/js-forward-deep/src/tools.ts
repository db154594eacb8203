import { l6 } from "./http";

export async function tool(url: string) {
  return l6(url, { method: "GET" });
}
