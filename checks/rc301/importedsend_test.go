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

// helperRepo is a repository whose provider retries callbacks with a
// retry helper of its own module, and the callbacks send through request
// helpers of another module (shape from spences10/mcp-omnisearch,
// renamed): one helper that always POSTs a new job, one that takes its
// method from its caller, one that GETs, one that POSTs with an
// idempotency key and one whose POST goes to a search endpoint.
var helperRepo = map[string]string{
	"src/common/jobs.ts": `export const start_job = async (base: string, body: object) => {
  return http_json(base, { method: 'POST', body: JSON.stringify(body) });
};
export async function any_method(base: string, method: string) {
  return http_json(base, { method });
}
export const read_job = async (base: string) => http_json(base, { method: 'GET' });
export async function keyed_job(base: string, key: string) {
  return fetch(base, { method: 'POST', headers: { 'Idempotency-Key': key } });
}
export async function search_jobs(q: string) {
  return fetch('/v1/jobs/search', { method: 'POST', body: q });
}
`,
	"src/common/retry.ts": `export const retry_with_backoff = async <T>(fn: () => Promise<T>) => fn();
`,
	"src/config/env.ts": `const BASE = process.env.BASE;
export const config = {
  scrape: { base_url: BASE ? ` + "`${BASE}/v1/scrape`" + ` : 'https://api.example.dev/v1/scrape' },
  crawl: { base_url: BASE ? ` + "`${BASE}/v1/crawl`" + ` : 'https://api.example.dev/v1/crawl' },
};
`,
	"src/provider.ts": `import { start_job, any_method, read_job, keyed_job, search_jobs } from './common/jobs.js';
import { retry_with_backoff } from './common/retry.js';
import { config } from './config/env.js';

export async function crawl(base: string) {
  const crawl_request = async () => {
    return start_job(base, { depth: 2 });
  };
  return retry_with_backoff(crawl_request);
}

export async function inline(base: string) {
  return retry_with_backoff(async () => start_job(base, {}));
}

export async function clean(base: string, key: string) {
  await retry_with_backoff(() => any_method(base, 'GET'));
  await retry_with_backoff(() => read_job(base));
  await retry_with_backoff(() => keyed_job(base, key));
  await retry_with_backoff(() => search_jobs('x'));
  await retry_with_backoff(() => start_job(config.scrape.base_url, {}));
  return start_job(base, {});
}

export async function crawl_configured() {
  return retry_with_backoff(() => start_job(config.crawl.base_url, {}));
}
`,
}

// TestImportedHelperSend: a retry wrapper whose callback calls a function
// of another module that always POSTs is reported at the wrapper call
// (lines 9, 13 and 26); a helper whose method is its caller's, a GET, a
// keyed POST, a POST to a search endpoint, one to a scrape endpoint that a
// config module of the repository names, and an unretried call stay silent.
func TestImportedHelperSend(t *testing.T) {
	b := []byte(helperRepo["src/provider.ts"])
	e := &checks.Engine{Rules: []*model.Rule{rc301.Rule}, Workers: 1, Repo: &checks.Source{
		Has: func(p string) bool { _, ok := helperRepo[p]; return ok },
		Read: func(p string) ([]byte, error) {
			if s, ok := helperRepo[p]; ok {
				return []byte(s), nil
			}
			return nil, os.ErrNotExist
		},
	}}
	res, err := e.Scan(context.Background(), []checks.Input{{Path: "src/provider.ts", Size: int64(len(b)),
		Read: func() ([]byte, error) { return b, nil }}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, fmt.Sprintf("%d:%s", f.StartLine, f.RuleID))
	}
	sort.Strings(got)
	if want := []string{"13:RC301", "26:RC301", "9:RC301"}; !reflect.DeepEqual(got, want) {
		t.Errorf("findings = %v, want %v", got, want)
	}
}
