import { e } from "./e";
export function d() { return e(); }
