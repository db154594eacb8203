const run = require("./run");
const missing = require("./missing");

async function handle(req) {
  const out = run("ls -la"); // want: RC201 RC102 diff-only
  missing.thing(req);
  return out;
}

module.exports = { handle };
