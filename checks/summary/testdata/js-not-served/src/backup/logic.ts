import { execSync } from "child_process";

// only the backup script reaches it, through exportDatabase
export async function _exportDatabase(): Promise<string> {
  return execSync("neo4j-admin dump").toString(); // want: RC102, RC201 low
}
