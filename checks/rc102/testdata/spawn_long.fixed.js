// Stands for command-line tools and servers that spawn or fork a child meant
// to run for a long time (a dev server, a file watcher, a worker): a 30 s
// timeout would kill it, so the timeout fix is offered as unsafe for spawn and
// fork. exec and execFile, which wait for a short command's output, keep a
// safe fix.
const { spawn, fork, execFile } = require("node:child_process");

function startDevServer(cwd, args) {
  const proc = spawn("node", ["server.js", ...args], { cwd, stdio: "inherit", timeout: 30_000 }); // want: RC102 fix:unsafe
  proc.on("exit", (code) => console.log("dev server exited", code));
  return proc;
}

function startWorker(file) {
  const child = fork(file, ["--worker"], { timeout: 30_000 }); // want: RC102 fix:unsafe
  child.on("message", (m) => console.log(m));
  return child;
}

function version(done) {
  execFile("git", ["--version"], { timeout: 30_000 }, (err, out) => done(err, out)); // want: RC102 fix:safe
}

module.exports = { startDevServer, startWorker, version };
