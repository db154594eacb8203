import { a } from "./a";
import { gone } from "./gone";

export async function handler() {
  gone();
  return a(); // the chain a -> b -> c -> d -> execSync is cut at depth 3
}
