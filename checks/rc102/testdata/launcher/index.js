// Issue 21: the launcher pattern. An npm package's entry runs the server
// binary it ships with its own arguments and terminal, and waits for it for
// its whole life: a timeout would kill the server, so RC102 is silent.
// (Modelled on strowk/mcp-k8s-go's packages/npm-mcp-k8s/index.js; a module,
// not a script, since RC102 leaves scripts alone anyway.)
const childProcess = require("child_process");
const path = require("path");

function binaryPath() {
  return path.join(__dirname, "bin", "server");
}

module.exports.runBinary = function (...args) {
  childProcess.execFileSync(binaryPath(), args, { stdio: "inherit" });
};

module.exports.runFromArgv = function () {
  childProcess.spawnSync(binaryPath(), process.argv.slice(2), { stdio: "inherit" });
};

// Not launchers: output captured, or fixed arguments.
function version() {
  return childProcess.execFileSync(binaryPath(), ["--version"], { stdio: "inherit" }); // want: RC102
}

function captured(...args) {
  return childProcess.execFileSync(binaryPath(), args, { stdio: "pipe" }); // want: RC102
}
