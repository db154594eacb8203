const https = require("node:https");

function ping(cb) {
  https.get("https://status.example/", { timeout: 2000 }, cb); // want: RC403
}
module.exports = ping;
