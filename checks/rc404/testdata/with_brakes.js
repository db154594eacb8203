const Brakes = require("brakes");
const got = require("got");
const brake = new Brakes((u) => got(u, { timeout: { request: 1000 } }));
module.exports = brake;
