// A one-shot program: top-level main() and no server in the file.
import { execSync } from "node:child_process";

async function main(): Promise<void> {
  const out = execSync("git rev-parse HEAD", { encoding: "utf8", timeout: 5_000 });
  console.log(out.trim());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
