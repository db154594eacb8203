// @kintone/rest-api-client (libmodels/data/sdks-rows4.yml) arms axios'
// timeout only from the client's socketTimeout option. The options object
// spreads what helpers of the file build (checks/facts/adapt spreadProp):
// object literals with no socketTimeout leave it unset; a spread the file
// cannot see into (a parameter) leaves the call unjudged.
import { KintoneRestAPIClient } from "@kintone/rest-api-client";

const buildAuthParams = (o: { apiToken?: string; username?: string; password?: string }) => {
  const token = !(o.username && o.password) && !!o.apiToken;
  return token ? { auth: { apiToken: o.apiToken } } : { auth: { username: o.username, password: o.password } };
};

const basicAuth = (user?: string, pass?: string) => (user && pass ? { basicAuth: { username: user, password: pass } } : {});

export function fromEnv(env: Record<string, string>) {
  const authParams = buildAuthParams({ apiToken: env.TOKEN });
  return new KintoneRestAPIClient({ // want: RC101
    baseUrl: env.BASE_URL,
    ...authParams,
    ...basicAuth(env.USER, env.PASS),
  });
}

export const plain = new KintoneRestAPIClient({ baseUrl: "https://example.cybozu.com" }); // want: RC101

// ---- look-alikes ----

const withTimeout = () => ({ socketTimeout: 10_000 });

export const bounded = new KintoneRestAPIClient({ baseUrl: "https://example.cybozu.com", socketTimeout: 10_000 });

export const boundedBySpread = new KintoneRestAPIClient({ baseUrl: "https://example.cybozu.com", ...withTimeout() });

export function fromOptions(extra: Record<string, unknown>) {
  // extra may carry socketTimeout: not judged
  return new KintoneRestAPIClient({ baseUrl: "https://example.cybozu.com", ...extra });
}

export function mutated(env: Record<string, string>) {
  const params = buildAuthParams({ apiToken: env.TOKEN });
  Object.assign(params, { socketTimeout: 10_000 });
  return new KintoneRestAPIClient({ baseUrl: env.BASE_URL, ...params });
}
