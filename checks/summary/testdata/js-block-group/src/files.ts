import * as fs from "node:fs";

export function loadTemplate(name: string): string {
  return fs.readFileSync(`templates/${name}.md`, "utf8");
}

export function ensureDir(dir: string) {
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true });
  }
}
