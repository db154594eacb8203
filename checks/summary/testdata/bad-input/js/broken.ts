import { d } from "./d";
export async function broken( {
  d(
