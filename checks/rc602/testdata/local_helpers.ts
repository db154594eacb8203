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
