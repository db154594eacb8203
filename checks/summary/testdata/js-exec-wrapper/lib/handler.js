const run = require("./run");
const missing = require("./missing");

async function handle(req) {
  const out = run("ls -la"); // want: RC102 RC201
  missing.thing(req);
  return out;
}

module.exports = { handle };
