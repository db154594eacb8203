// A build script under scripts/: it runs once and exits, so blocking calls
// in its async main starve no other request. Not reported by default
// (scripts-are-servers: true turns RC201 on here).
import { readFileSync, writeFileSync } from "node:fs";

async function main() {
  const src = readFileSync("docs/index.md", "utf8");
  writeFileSync("dist/index.html", render(src));
}

main();
