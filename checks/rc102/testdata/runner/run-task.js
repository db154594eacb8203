// True look-alike: a script named for what it runs, not a test runner:
// judged as any script (a process wait in a script keeps its severity).
import { spawnSync } from 'child_process';

const result = spawnSync('npx', ['tsc', '--build'], { stdio: 'inherit' }); // want: RC102 medium
process.exit(result.status ?? 1);
