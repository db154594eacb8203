// Promise.all over helpers of the file that do local work only
// (dvaerum/pikvm_mcp_server's diffScreenshots, blind batch 15), and result
// objects tested for success one by one (PostHog/mcp's detectRegion, blind
// batch 12), with their defect twins.
import sharp from "sharp";
import axios from "axios";

async function decodeToRgb(buffer: Buffer) {
  const { data, info } = await sharp(buffer).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function decodeScreenshot(buffer: Buffer) {
  const decoded = await decodeToRgb(buffer);
  return { buffer, rgb: decoded.data, width: decoded.width };
}

async function fetchScreenshot(url: string) {
  const res = await axios.get(url, { timeout: 5000, responseType: "arraybuffer" });
  return Buffer.from(res.data);
}

// Clean look-alike: two local decodes of buffers already fetched.
export async function diffScreenshots(bufA: Buffer, bufB: Buffer) {
  const [a, b] = await Promise.all([decodeScreenshot(bufA), decodeScreenshot(bufB)]);
  return a.width === b.width;
}

// Defect twin: the helper of the file fetches each screenshot.
export async function diffRemote(urlA: string, urlB: string) {
  const [a, b] = await Promise.all([fetchScreenshot(urlA), fetchScreenshot(urlB)]); // want: RC602
  return a.length === b.length;
}

// Defect twin: a parameter named like a local-work helper is not that helper.
export async function diffWith(decodeScreenshot: (u: string) => Promise<Buffer>, urlA: string, urlB: string) {
  const [a, b] = await Promise.all([decodeScreenshot(urlA), decodeScreenshot(urlB)]); // want: RC602
  return a.length === b.length;
}

interface Result<T> {
  success: boolean;
  data?: T;
  error?: string;
}

declare class ApiClient {
  constructor(opts: { baseUrl: string });
  me(): Promise<Result<{ id: string }>>;
}

// Clean look-alike: each region's result is tested for success on its own;
// a failed one falls through to the other.
export async function detectRegion() {
  const us = new ApiClient({ baseUrl: "https://us.example.com" });
  const eu = new ApiClient({ baseUrl: "https://eu.example.com" });
  const [usResult, euResult] = await Promise.all([us.me(), eu.me()]);
  if (usResult.success) {
    return "us";
  }
  if (euResult.success) {
    return "eu";
  }
  return undefined;
}

// Defect twin: the first failed result ends the answer.
export async function bothRegions() {
  const us = new ApiClient({ baseUrl: "https://us.example.com" });
  const eu = new ApiClient({ baseUrl: "https://eu.example.com" });
  const [usResult, euResult] = await Promise.all([us.me(), eu.me()]);
  if (!usResult.success) return usResult; // want: RC602
  if (!euResult.success) return euResult;
  return { us: usResult.data, eu: euResult.data };
}

function withTimeout<T>(p: Promise<T>, label: string): Promise<T> {
  return Promise.race([p, new Promise<T>((_, rej) => setTimeout(() => rej(new Error(label)), 5000))]);
}

// Defect twin: the local wrapper is handed the upstream calls themselves
// (loosephoto/tokyo-transit-mcp's bus handler).
export async function timedSources(urlA: string, urlB: string) {
  const [a, b] = await Promise.all([withTimeout(fetchScreenshot(urlA), "a"), withTimeout(fetchScreenshot(urlB), "b")]); // want: RC602
  return a.length + b.length;
}

const cache = new Map<string, Promise<unknown>>();

function withCache<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const p = load();
  cache.set(key, p);
  return p;
}

// Defect twin: the cache helper runs the loader it is handed (DrRSatzteil/openhab-mcp-ts).
export async function cachedSources(urlA: string, urlB: string) {
  const [a, b] = await Promise.all([withCache("a", () => fetchScreenshot(urlA)), withCache("b", () => fetchScreenshot(urlB))]); // want: RC602
  return a.length + b.length;
}

async function normalizeUser(userFetch: Promise<{ id: string }> | undefined) {
  const user = userFetch ? await userFetch : null;
  return user ? { id: user.id } : null;
}

// Defect twin: the helper awaits a promise it is handed (a lazy SDK fetch,
// tacticlaunch/mcp-linear's normalize*Reference).
export async function normalizeBoth(owner: Promise<{ id: string }>, creator: Promise<{ id: string }>) {
  const [a, b] = await Promise.all([normalizeUser(owner), normalizeUser(creator)]); // want: RC602
  return { a, b };
}

declare function query(sql: string): Promise<unknown[]>;

// Defect twin: one result tested for success says nothing of the other
// elements, which still reject (bytebase/dbhub's health check).
export async function health() {
  const [rows, extra] = await Promise.all([ // want: RC602
    query("SELECT 1"),
    query("SELECT 2").then((r) => ({ ok: true as const, r }), () => ({ ok: false as const })),
    query("SELECT 3"),
  ]);
  if (extra.ok) {
    return { rows, extra: extra.r };
  }
  return { rows };
}

async function viaCallback(label: string, load: () => Promise<string>): Promise<string> {
  return Promise.resolve(label).then(load);
}

function later(load: () => Promise<string>): Promise<string> {
  return Promise.resolve().then(() => load());
}

async function fetchLabel(): Promise<string> {
  const r = await axios.get("https://a.example.com/v", { timeout: 5000 });
  return r.data;
}

// Defect twin: the fetch is handed in by name and run through the helper's
// Promise chain (.then(load)): the helper's own body holds no request.
export async function viaCallbackBoth() {
  const [a, b] = await Promise.all([viaCallback("a", fetchLabel), viaCallback("b", fetchLabel)]); // want: RC602
  return a + b;
}

// Defect twin: the helper is handed a parameter it runs later.
export async function laterBoth(loadA: () => Promise<string>, loadB: () => Promise<string>) {
  const [a, b] = await Promise.all([later(loadA), later(loadB)]); // want: RC602
  return a + b;
}
