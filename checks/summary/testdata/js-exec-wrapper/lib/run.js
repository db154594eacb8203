const { execSync } = require("child_process");

module.exports = function run(cmd) {
  return execSync(cmd).toString(); // want: RC102
};
