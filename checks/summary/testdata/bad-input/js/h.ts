import { a } from "./a";
import { gone } from "./gone";

export async function handler() {
  gone();
  return a(); // the chain a -> b -> c -> d -> e -> f -> execSync (6 calls) is cut at summary.MaxDepth
}
