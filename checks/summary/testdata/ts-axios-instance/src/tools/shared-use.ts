import { shared, hooked } from '../shared.js';
import http from '../shared.js';
import { merged } from '../assigned.js';

// clean: each instance is bounded outside its module (setup.ts, hook.ts) or
// by Object.assign in its own (assigned.ts). The diff runs of this fixture
// have no repository search (thirdparty.World.Search, as the bot), so they
// do not see setup.ts and hook.ts and report the first three (diff-only);
// the CLI's diff mode searches with git grep.
export async function useShared(id: string) {
  const a = await shared.get(`/a/${id}`); // want: RC101 diff-only
  const b = await hooked.post('/b', { id }); // want: RC101 diff-only
  const c = await http.get(`/c/${id}`); // want: RC101 diff-only
  const d = await merged.get(`/d/${id}`);
  return [a, b, c, d];
}
