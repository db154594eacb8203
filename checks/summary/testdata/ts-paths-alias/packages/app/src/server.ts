import { register } from "#tools/users";
import { getJSON } from "@/lib/api.js";

export async function start(server: any) {
  register(server);
  await getJSON("/health"); // want: RC101 diff-only
}
