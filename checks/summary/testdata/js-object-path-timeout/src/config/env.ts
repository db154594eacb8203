// A constant object of settings other modules import (spences10/mcp-omnisearch's
// src/config/env.ts: `export const config = { processing: { firecrawl_crawl:
// { timeout: 120000 } } }`): each property written as a number is that number
// wherever its path is read.
export const config = {
  search: {
    brave: { base_url: 'https://example.com', timeout: 20_000 },
  },
  processing: {
    crawl: { base_url: 'https://example.com', timeout: 120_000 }, // 2 minutes // want: RC104 whole-only
  },
};

export const TIMEOUTS = {
  FEED_SLOW_MS: 90_000, // want: RC104 whole-only
} as const;

export const tunable = { timeout: 10_000 };
tunable.timeout = 600_000; // assigned again: not one value, unknown
