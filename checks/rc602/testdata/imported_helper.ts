// Class of real code (apify-mcp-server's search-actors tool): Promise.all
// pairs the search with a user-info helper of another module. Read alone,
// the file cannot tell whether the helper catches its own failure, so the
// aggregate is reported here with the helper named as a related place; the
// scan of the repository drops the finding when the linked summary says the
// helper catches (checks/settled_test.go). A helper of the file that
// catches is the clean look-alike: not reported at all.
import { getUserInfoCached } from "../../utils/userid_cache.js";
import { searchActors } from "./search.js";

export async function searchTool(q: string, token: string) {
  const [actors, { tier }] = await Promise.all([ // want: RC602
    searchActors(q),
    getUserInfoCached(token),
  ]);
  return { actors, tier };
}

async function userInfoHere(token: string) {
  try {
    return await fetch("https://api.example.com/me?t=" + token).then((r) => r.json());
  } catch {
    return { tier: "free" };
  }
}

export async function searchToolLocal(q: string, token: string) {
  const [actors, { tier }] = await Promise.all([searchActors(q), userInfoHere(token)]);
  return { actors, tier };
}
