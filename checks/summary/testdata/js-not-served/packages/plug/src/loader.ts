import { readdirSync } from "fs";

export async function loadAll(dir: string): Promise<unknown[]> {
  return Promise.all(readdirSync(dir).map((f) => import(`${dir}/${f}`))); // want: RC201
}
