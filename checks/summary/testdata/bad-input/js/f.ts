import { execSync } from "child_process";
export function f() { return execSync("true"); } // want: RC102
