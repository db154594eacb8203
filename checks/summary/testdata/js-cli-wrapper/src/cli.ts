// A command-line program named cli.ts that nothing imports (the package's
// bin): a person runs it and can interrupt it, so its child process is a
// script's, as before.
import { spawnSync } from 'child_process';

function main(): void {
  const r = spawnSync('bw', ['status']);
  console.log(String(r.stdout));
}

main();
