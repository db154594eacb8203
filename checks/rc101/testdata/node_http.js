const https = require('https');
import http from 'node:http';
import { request, get as httpsGet } from 'node:https';

// ---- positives ----

https.get(url, (res) => res.pipe(out)); // want: RC101
https.request(url, { method: 'POST' }, onResponse).end(); // want: RC101
http.get({ host: 'example.com', path: '/' }); // want: RC101
request('https://example.com', cb); // want: RC101
httpsGet(`https://${host}/x`); // want: RC101

function post(body) {
  const req = https.request({ hostname: 'api.example.com', method: 'POST' }, onResponse); // want: RC101
  req.on('error', onError);
  req.write(body);
  req.end();
}

function elsewhere() {
  const req = http.request(targetUrl); // want: RC101
  req.end();
}

function later() {
  req.setTimeout(5000); // a different function's req
}

const options = { host: 'example.com', port: 443 };
https.get(options, cb); // want: RC101

new Promise((resolve, reject) => {
  const r = https.get(apiUrl, resolve); // want: RC101
  r.on('error', reject);
});

// ---- negatives ----

https.get(url, { timeout: 5000 }, cb);
http.request({ host: 'example.com', timeout: 10_000 }, cb);
https.get(url, { signal: AbortSignal.timeout(10_000) }, cb);
https.get(url, cb).setTimeout(5000);
https.get(url, cb).on('error', onError).setTimeout(5000, () => {});
https.request(url, cb).on('timeout', abort);

function bounded() {
  const req = https.request(url, onResponse);
  req.setTimeout(10_000, () => req.destroy());
  req.end();
}

function onTimeout() {
  const req = http.get(url, onResponse);
  req.on('timeout', () => req.destroy(new Error('timeout')));
}

function timer() {
  const req = https.get(url, onResponse);
  const t = setTimeout(() => req.destroy(), 10_000);
  req.on('close', () => clearTimeout(t));
}

function later2() {
  let req;
  req = https.get(url, onResponse);
  req.setTimeout(1000);
}

https.get(opts, cb); // options of unknown origin
https.request(makeOptions(), cb);
https.get(url, { ...base }, cb);
axios.get(url); // `axios` is not imported here
client.request(url);
this.http.get(url);
