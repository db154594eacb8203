import { d } from "./d";
export function c() { return d(); }
