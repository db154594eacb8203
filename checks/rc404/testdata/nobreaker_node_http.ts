import * as https from "node:https";

export function notify(body: string): void {
  const req = https.request("https://hooks.example/notify", { method: "POST", timeout: 2_000 }); // want: RC404
  req.end(body);
}
