// A timeout chosen by a condition between two read values waits up to the
// larger, also when held in a local read as a shorthand property, reported
// where the function binds it (session 32: SteffenHebestreit/webcrawl-mcp's
// navigateWithRetry, `const timeout = attempt === 1 ? 60000 : 45000;` then
// `page.goto(url, { waitUntil, timeout })`).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import puppeteer from "puppeteer";

const server = new McpServer({ name: "crawl", version: "1.0.0" });

server.tool("crawl", "Crawls a page", {}, async () => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  const first = true;
  const timeout = first ? 60000 : 45000; // want: RC104
  await page.goto("https://example.com", { waitUntil: "domcontentloaded", timeout });
  return { content: [{ type: "text", text: await page.title() }] };
});

// Clean twins: both branches within the budget; a branch that is not a
// read value.
server.tool("crawl-quick", "Crawls a page quickly", {}, async () => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  const first = true;
  const timeout = first ? 20000 : 10000;
  await page.goto("https://example.com", { waitUntil: "domcontentloaded", timeout });
  return { content: [{ type: "text", text: await page.title() }] };
});

server.tool("crawl-env", "Crawls a page", {}, async () => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  const timeout = Math.random() > 0.5 ? Number(undefined) : 10000;
  await page.goto("https://example.com", { timeout });
  return { content: [{ type: "text", text: await page.title() }] };
});

server.tool("crawl-zero", "Crawls a page", {}, async ({ first }: { first: boolean }) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // 0 is no timeout at all, not the smaller branch: not judged as 45 s
  const timeout = first ? 0 : 45000;
  await page.goto("https://example.com", { timeout });
  return { content: [{ type: "text", text: await page.title() }] };
});
