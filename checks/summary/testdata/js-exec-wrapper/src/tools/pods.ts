import { kubectl, kubectlJSON } from "../util/kube.js";
import * as util from "../util";
import { kc } from "../util";

export function register(server: any) {
  server.tool("pods", async () => {
    const out = kubectl(["get", "pods"]); // want: RC201
    const j = kubectlJSON(["get", "nodes"]); // want: RC201
    const k = util.kubectl(["version"]); // want: RC201
    return kc(["top", "pods"]) + out + j + k; // want: RC201
  });
  server.tool("version", async () => {
    return kubectl(["version", "--client"]); // resilience: ignore[RC201] a local command that returns at once
  });
  server.tool("later", async () => {
    setTimeout(() => kubectl(["get", "ns"]), 10);
  });
}

// A sync caller is not on the event loop's hot path by itself.
export function listSync(): string {
  return kubectl(["get", "pods"]);
}
