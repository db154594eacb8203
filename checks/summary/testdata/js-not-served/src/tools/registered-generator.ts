import { execSync } from "child_process";

// clean twin: the same shape, but server.ts imports this module, so its
// top level runs and its class is served
export class RegisteredGenerator {
  async purge(): Promise<string> {
    return execSync("curl -X POST https://cdn.example/purge").toString(); // want: RC102, RC201
  }
  all() {
    return { purge: () => this.purge() };
  }
}
export const registeredTools = new RegisteredGenerator().all();
