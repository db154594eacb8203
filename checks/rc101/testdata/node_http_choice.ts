import https from 'https';
import http from 'http';
import got from 'got';

// A request on the module the URL's scheme picks (tan-yong-sheng/mistral-ocr-mcp's
// uploads): either module has no default timeout.
export function upload(target: string, body: Buffer): Promise<string> {
  const url = new URL(target);
  const protocol = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = protocol.request( // want: RC101
      { hostname: url.hostname, path: url.pathname, method: 'POST' },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve('ok'));
      },
    );
    req.on('error', reject);
    req.write(body);
    req.end();
  });
}

// ---- clean look-alikes ----

// The same choice with a timeout in the options.
export function bounded(target: string): void {
  const url = new URL(target);
  const protocol = url.protocol === 'https:' ? https : http;
  const req = protocol.request({ hostname: url.hostname, path: url.pathname, timeout: 10_000 }, () => {});
  req.end();
}

// The same choice bounded by req.setTimeout.
export function timed(target: string): void {
  const url = new URL(target);
  const lib = url.protocol === 'https:' ? https : http;
  const req = lib.get(target, () => {});
  req.setTimeout(5_000, () => req.destroy());
}

// A choice that involves something else is not judged.
export function other(target: string, secure: boolean): void {
  const client = secure ? https : got;
  client.request(target);
}
