package rc301_test

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"sort"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/rc301"
)

// factoryRepo is a repository whose tools hold clients that factories of
// other modules build: a contentful-management client with the SDK's own
// retries (config/client.ts), one whose factory turns them off
// (config/quiet.ts), and a factory returning no library client
// (config/plain.ts).
var factoryRepo = map[string]string{
	"src/config/client.ts": `import { createClient } from "contentful-management";
export const getContentfulClient = async () => {
  return createClient({ accessToken: process.env.TOKEN! }, { type: "plain" });
};
`,
	"src/config/quiet.ts": `import { createClient } from "contentful-management";
export function quietClient() {
  return createClient({ accessToken: process.env.TOKEN!, retryOnError: false }, { type: "plain" });
}
`,
	"src/config/plain.ts": `export function plainClient() {
  return { comment: { create: async (a: object, b: object) => ({ a, b }) } };
}
`,
	"src/handlers.ts": `import { getContentfulClient } from "./config/client";
import { quietClient } from "./config/quiet";
import { plainClient } from "./config/plain";

export async function createComment(entryId: string, body: string) {
  const client = await getContentfulClient();
  return client.comment.create({ spaceId: "s", environmentId: "e", entryId }, { body });
}

export async function getEntry(entryId: string) {
  const client = await getContentfulClient();
  return client.entry.get({ spaceId: "s", environmentId: "e", entryId });
}

export async function createQuiet(entryId: string, body: string) {
  const client = quietClient();
  return client.comment.create({ spaceId: "s", environmentId: "e", entryId }, { body });
}

export async function createPlain(entryId: string, body: string) {
  const client = plainClient();
  return client.comment.create({ entryId }, { body });
}
`,
}

// TestFactoryClientRetries: a mutating call of a client that an imported
// factory builds with a retrying library is reported where it is made (line
// 7); the factory that turns the retries off, a read, and a factory of no
// library row stay silent.
func TestFactoryClientRetries(t *testing.T) {
	b := []byte(factoryRepo["src/handlers.ts"])
	e := &checks.Engine{Rules: []*model.Rule{rc301.Rule}, Workers: 1, Repo: &checks.Source{
		Has: func(p string) bool { _, ok := factoryRepo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := factoryRepo[p]; ok {
				return []byte(s), nil
			}
			return nil, os.ErrNotExist
		},
	}}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: "src/handlers.ts", Size: int64(len(b)),
		Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%d:%s:%s", f.StartLine, f.RuleID, f.Severity))
	}
	sort.Strings(got)
	if want := []string{"7:RC301:medium"}; !reflect.DeepEqual(got, want) {
		t.Errorf("findings = %v, want %v", got, want)
	}
}
