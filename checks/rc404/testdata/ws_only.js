import { readFile } from "node:fs/promises";
export const txt = readFile("a.txt", "utf8");
