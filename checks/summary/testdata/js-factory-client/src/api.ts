import createClient from "openapi-fetch";

// A factory whose every return builds an openapi-fetch client: the callers'
// locals hold one (checks/facts/jsfactory).
export function createApi(baseUrl: string) {
  // built with no custom fetch and no call here: every call keeps
  // openapi-fetch's default of no bound (checks/facts/escclient)
  return createClient({ baseUrl, headers: { Accept: "application/json" } }); // want: RC101
}

// Not a client of any row: a plain object with a GET method.
export function createStub() {
  return { GET: async (path: string) => ({ path }) };
}

// Returns disagree (a client, or a stub): unknown, never a guess.
export function createEither(live: boolean) {
  if (live) {
    return createClient({ baseUrl: "https://api.example.com" }); // want: RC101
  }
  return { GET: async (path: string) => ({ path }) };
}

class Hub {
  private static instance: Hub;
  static getInstance(): Hub {
    if (!Hub.instance) {
      Hub.instance = new Hub();
    }
    return Hub.instance;
  }
  api() {
    return createClient({ baseUrl: "https://hub.example.com" }); // want: RC101
  }
}

// A singleton the module exports: its methods are the class's.
export const hub = Hub.getInstance();

function makeHub() {
  return Hub.getInstance();
}

// Built by a function of the module, not new Hub() nor a static method
// declared to return Hub: its class is not read.
export const otherHub = makeHub();
