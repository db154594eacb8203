// A module named cli.ts that the server imports (bitwarden/mcp-server's
// src/utils/cli.ts, batch 33): not a command-line program but the wrapper
// every vault tool runs, so its child process is judged as any module's.
// Only a whole scan knows who imports it: a diff scan of it alone keeps
// the old reading (a script's), as for a module of a cli/ folder.
import { spawn } from 'child_process';

export async function executeCliCommand(command: string, args: string[] = []): Promise<string> {
  return new Promise<string>((resolve) => {
    const child = spawn('bw', [command, ...args], { shell: false }); // want: RC102 whole-only
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('close', () => resolve(out));
  });
}
