// Clients of libmodels/data/sdks-rows4.yml. twitter-api-v2 arms a request
// timeout only from a request's own options, which its v2 helpers (tweet,
// search, ...) never pass: each call waits as long as the socket does. The
// client is held in a field of this (checks/facts/bounds jsThisFieldRow).
import { TwitterApi } from "twitter-api-v2";

export class TwitterClient {
  private client: TwitterApi;
  constructor(key: string, secret: string) {
    this.client = new TwitterApi({ appKey: key, appSecret: secret });
  }

  async post(text: string) {
    return this.client.v2.tweet({ text }); // want: RC101
  }

  async search(query: string) {
    return this.client.v2.search(query, { max_results: 10 }); // want: RC101
  }

  // look-alike: the generic get takes a timeout in its request arguments
  // and is not modelled as unbounded
  async raw(path: string) {
    return this.client.v2.get(path, {}, { timeout: 5_000 });
  }
}

// look-alike: a field whose values disagree (an injected stub or the real
// client) is not known to hold the client
export class Switchable {
  client;
  constructor(stub?: { v2: { tweet(x: unknown): Promise<unknown> } }) {
    this.client = stub ?? new TwitterApi("token");
  }

  async post(text: string) {
    return this.client.v2.tweet({ text });
  }
}

export async function postWith(client: TwitterApi, text: string) {
  return client.v2.tweet({ text }); // want: RC101
}
