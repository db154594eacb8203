// The tool handlers: each call of the wrapper reaches its spawn, which a
// whole scan reports once, there (the chain finding here is covered by it);
// a diff scan of this file alone reads the wrapper as a script's.
import { executeCliCommand } from '../utils/cli.js';

export async function handleSync(): Promise<string> {
  return executeCliCommand('sync', []);
}
