const https = require("node:https");

function ping(cb) {
  https.get("https://status.example/", { timeout: 2000 }, cb); // want: RC404
}
module.exports = ping;
