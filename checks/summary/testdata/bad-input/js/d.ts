import { execSync } from "child_process";
export function d() { return execSync("true"); } // want: RC102
