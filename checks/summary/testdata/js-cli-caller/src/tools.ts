// A tool handler: the same call through the helper is medium, with the
// handler named as the reason.
import { request } from "./api";

export function register(server: any) {
  server.tool("whoami", {}, async () => {
    const me = await request("https://api.example.com/me"); // want: RC101 diff-only
    return { content: [{ type: "text", text: JSON.stringify(me) }] };
  });
}
