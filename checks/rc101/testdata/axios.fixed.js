const axios = require('axios');
import got from 'got';

// ---- positives ----

axios.get(url, { timeout: 10_000 }); // want: RC101
axios.post(url, { a: 1 }, { timeout: 10_000 }); // want: RC101
axios.post(url, body, { headers: {}, timeout: 10_000 }); // want: RC101
axios.delete(url, { params: { id }, timeout: 10_000 }); // want: RC101
axios(url); // want: RC101
axios({ method: 'get', url, timeout: 10_000 }); // want: RC101
axios.request({ url, timeout: 10_000 }); // want: RC101
const cfg = { headers: {}, timeout: 10_000 };
axios.put(url, body, cfg); // want: RC101
axios.get(url, { timeout: 10_000 }); // want: RC101
const bare = axios.create({ baseURL: 'https://api.example.com', timeout: 10_000 }); // want: RC101
bare.get('/x'); // want: RC101 (each request through the instance, as well as the create call)
bare.post('/y', {}); // want: RC101
bare.post('/y', {}, { timeout: 5_000 }); // a per-call timeout bounds this request

got(url); // want: RC101
got.get(url, { headers: {} }); // want: RC101
got.post(url, { json: {} }); // want: RC101
got({ url, method: 'GET' }); // want: RC101

// ---- negatives ----

axios.get(url, { timeout: 10_000 });
axios.post(url, body, { timeout: 5000 });
axios.get(url, { signal: AbortSignal.timeout(10_000) });
axios({ method: 'get', url, timeout: 1000 });
axios(url, { timeout: 1000 });
axios.get(url, config); // unknown config
axios.get(url, { ...defaults });
const api = axios.create({ baseURL: 'https://api.example.com', timeout: 10_000 });
api.get('/x');
api.post('/x', {}, {});
const tuned = axios.create({ baseURL });
tuned.defaults.timeout = 2500;
tuned.get('/z');
const spread = axios.create({ ...base });
const fromParam = axios.create(options);
axios.create;
cache.get(url);
map.get(key);
http.get(url); // `http` is not imported here
this.http.get(url);

got(url, { timeout: { request: 10_000 } });
got.get(url, { timeout: 5000 });
got({ url, timeout: { request: 1000 } });
got.post(url, opts);
got.extend({ prefixUrl: 'x' });

// a baseURL that is a path (or falls back to one) sends the requests to the
// page's own origin, as no baseURL does: the requests are not reported
// (review of session 32, M-7), the construction still is
const sameOrigin = axios.create({ baseURL: '/api', withCredentials: true, timeout: 10_000 }); // want: RC101
sameOrigin.get('/items');
const envOrigin = axios.create({ baseURL: process.env.API_BASE ?? '/api', timeout: 10_000 }); // want: RC101
envOrigin.get('/items');
