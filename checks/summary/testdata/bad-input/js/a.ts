import { b } from "./b";
export function a() { return b(); }
