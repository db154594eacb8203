import { execSync } from "child_process";

// not served: a generator module no file imports (its stem occurs nowhere
// else); its own top level builds the tools, but that top level never runs
export class HybridGenerator {
  async purge(): Promise<string> {
    return execSync("curl -X POST https://cdn.example/purge").toString(); // want: RC102, RC201 low
  }
  all() {
    return { purge: () => this.purge() };
  }
}
export const hybridTools = new HybridGenerator().all();
