import { c } from "./c";
export function b() { return c(); }
