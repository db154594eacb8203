import { _exportDatabase } from "./logic.js";

export const exportDatabase = async (): Promise<string> => {
  return _exportDatabase(); // want: RC102 diff-only
};
