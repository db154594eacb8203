import { f } from "./f";
export function e() { return f(); }
