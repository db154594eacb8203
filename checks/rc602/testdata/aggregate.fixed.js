const axios = require("axios");
const fs = require("fs");

// ---- positives ----

async function briefing(city) {
  const [forecast, alerts] = await Promise.allSettled([fetch(forecastUrl(city)), fetch(alertsUrl(city))]); // want: RC602
  return { forecast, alerts };
}

async function profile(id) {
  const results = await Promise.allSettled([ // want: RC602
    axios.get(`/users/${id}`, { timeout: 5000 }),
    axios.get(`/users/${id}/orders`, { timeout: 5000 }),
    axios.get(`/users/${id}/tickets`, { timeout: 5000 }),
  ]);
  return results.map((r) => r.data);
}

async function chained(q) {
  const [a, b] = await Promise.allSettled([ // want: RC602
    fetch(urlA(q)).then((r) => r.json()),
    fetch(urlB(q)).then((r) => r.json()),
  ]);
  return merge(a, b);
}

function returned(q) {
  return Promise.allSettled([search.web(q), search.news(q)]); // want: RC602
}

async function passedOn(q) {
  render(await Promise.allSettled([api.getForecast(q), api.getAlerts(q)])); // want: RC602
}

async function mixed(q) {
  const [a, b, c] = await Promise.allSettled([fetch(urlA(q)), cache.get(q), fetch(urlB(q)).catch(() => null)]); // want: RC602
  return { a, b, c };
}

async function awaitedElements(q) {
  const both = await Promise.allSettled([await loadA(q), loadB(q)]); // want: RC602
  return both;
}

const handler = async (req, res) => {
  const [user, perms] = await Promise.allSettled([users.find(req.id), authz.permissions(req.id)]); // want: RC602
  res.json({ user, perms });
};

async function thenUsed(q) {
  return Promise.allSettled([fetch(urlA(q)), fetch(urlB(q))]).then(([a, b]) => [a.status, b.status]); // want: RC602
}

// ---- negatives ----

async function settled(q) {
  const [a, b] = await Promise.allSettled([fetch(urlA(q)), fetch(urlB(q))]);
  return { a, b };
}

async function any(q) {
  return Promise.any([fetch(mirror1(q)), fetch(mirror2(q))]);
}

async function eachHandled(q) {
  const [a, b] = await Promise.all([
    fetch(urlA(q)).catch(() => null),
    fetch(urlB(q)).then((r) => r.json(), () => null),
  ]);
  return { a, b };
}

async function oneCall(q) {
  const [a, b] = await Promise.all([fetch(urlA(q)), cachedValue]);
  return { a, b };
}

async function barrier(q) {
  await Promise.all([queue.flush(), metrics.flush()]);
}

async function fanOut(ids) {
  return Promise.all(ids.map((id) => fetch(itemUrl(id)))); // want: RC602 (one request per id)
}

async function spread(a, more) {
  return Promise.all([fetch(a), ...more]);
}

async function localOnly(p1, p2) {
  const [x, y] = await Promise.all([fs.promises.readFile(p1), fs.promises.readFile(p2)]);
  return x + y;
}

async function sleeps() {
  const [x] = await Promise.all([fetch(u), sleep(100)]);
  return x;
}

function shadowed(Promise) {
  return Promise.all([fetch(a), fetch(b)]);
}

async function variable(list) {
  return Promise.all(list);
}

async function pagesOfOneListing(repo) {
  // the same call on the same repository, two pages
  const [p1, p2] = await Promise.all([gh.listIssues(repo, { page: 1 }), gh.listIssues(repo, { page: 2 })]);
  return p1.concat(p2);
}
