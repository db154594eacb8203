package checks_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
)

// settledRepo is a repository whose tool file runs Promise.all over calls
// of another module's helpers: userInfo catches every failure and returns
// a fallback, listItems rethrows what it catches, countItems has no catch.
var settledRepo = map[string]string{
	"src/user.ts": `export async function userInfo(token: string) {
  try {
    return await fetch("https://api.example.com/me?t=" + token).then((r) => r.json());
  } catch {
    return { tier: "free" };
  }
}
export async function listItems(q: string) {
  try {
    return await fetch("https://api.example.com/items?q=" + q).then((r) => r.json());
  } catch (e) {
    throw new Error("list failed: " + e);
  }
}
export async function parsed(q: string) {
  const res = await fetch("https://api.example.com/p?q=" + q);
  try {
    return { ok: true, data: JSON.parse(await res.text()) };
  } catch {
    return { ok: false };
  }
}
export async function countItems(q: string) {
  return fetch("https://api.example.com/count?q=" + q).then((r) => r.json());
}
`,
	"src/tools.ts": `import { userInfo, listItems, countItems, parsed } from "./user.js";
import { remoteThing } from "./remote.js";

export async function search(q: string, token: string) {
  const [items, { tier }] = await Promise.all([listItems(q), userInfo(token)]);
  return { items, tier };
}

export async function stats(q: string, token: string) {
  const [items, count] = await Promise.all([listItems(q), countItems(q)]);
  return { items, count };
}

export async function three(q: string, token: string) {
  const [items, count, { tier }] = await Promise.all([listItems(q), countItems(q), userInfo(token)]);
  return { items, count, tier };
}

export async function fetchFirst(q: string) {
  const [a, b] = await Promise.all([parsed(q), parsed(q + "x")]);
  return { a, b };
}

export async function unread(q: string, token: string) {
  const [items, other] = await Promise.all([listItems(q), remoteThing(q)]);
  return { items, other };
}
`,
}

// TestSettledElementsDropped checks dropSettledAggregates: a Promise.all
// whose element calls another module's helper that catches its own failure
// (userInfo) is not reported when fewer than two elements are left that can
// reject (line 5); it stays when the helpers rethrow or do not catch (line
// 10), when two others can still reject (line 15), when the helper awaits
// its request before its try (line 20: parsed only guards the parsing), and
// when the helper's module is not in the repository (line 25).
func TestSettledElementsDropped(t *testing.T) {
	src := &checks.Source{
		Has: func(p string) bool { _, ok := settledRepo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := settledRepo[p]; ok {
				return []byte(s), nil
			}
			return nil, fmt.Errorf("%s: not found", p)
		},
	}
	b := []byte(settledRepo["src/tools.ts"])
	e := &checks.Engine{Rules: []*checks.Rule{checks.RuleByID("RC602")}, Workers: 1, Repo: src}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: "src/tools.ts", Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%s:%d:%s", f.Path, f.StartLine, f.RuleID))
	}
	if want := "src/tools.ts:10:RC602 src/tools.ts:15:RC602 src/tools.ts:20:RC602 src/tools.ts:25:RC602"; strings.Join(got, " ") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}
