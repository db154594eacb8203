const cp = require("child_process");
const { exec, execFile, spawn: run } = require("node:child_process");
const util = require("util");

const execAsync = util.promisify(exec);
const RENDER_TIMEOUT_MS = 30_000;

function listFiles(dir) {
  return cp.execSync(`ls ${dir}`, { encoding: "utf8", timeout: 30_000 }); // want: RC102
}

function convert(input, done) {
  execFile("convert", [input, "out.png"], { timeout: 30_000 }, done); // want: RC102
}

function shell(line) {
  exec(line, { timeout: 30_000 }, (err, stdout) => console.log(err, stdout)); // want: RC102
}

function serve(port) {
  const child = run("server", ["--port", String(port)], { stdio: "inherit", timeout: 30_000 }); // want: RC102
  child.on("exit", (code) => console.log(code));
  return child;
}

async function gitLog() {
  const { stdout } = await execAsync("git log -1", { timeout: 30_000 }); // want: RC102
  return stdout;
}

function noTimeoutZero(cmd) {
  return cp.spawnSync(cmd, [], { timeout: 30_000 }); // want: RC102
}

function inline() {
  return require("child_process").execFileSync("whoami", { timeout: 30_000 }); // want: RC102
}

function worker(file) {
  return cp.fork(file, ["--child"], { timeout: 30_000 }); // want: RC102
}

function optsInVar(cmd) {
  const opts = { cwd: "/tmp", encoding: "utf8", timeout: 30_000 };
  return cp.execSync(cmd, opts); // want: RC102
}

// ---- negatives ----

function withTimeout(dir) {
  return cp.execSync(`ls ${dir}`, { encoding: "utf8", timeout: RENDER_TIMEOUT_MS });
}

function convertBounded(input, done) {
  execFile("convert", [input, "out.png"], { timeout: 10_000 }, done);
}

function withSignal(cmd) {
  return run(cmd, [], { signal: AbortSignal.timeout(5_000) });
}

function killTimer(cmd) {
  const child = run(cmd, ["--once"]);
  const t = setTimeout(() => child.kill("SIGKILL"), 20_000);
  child.on("exit", () => clearTimeout(t));
  return child;
}

function unknownOptions(cmd, options) {
  return cp.execSync(cmd, options);
}

function spreadOptions(cmd, extra) {
  return cp.execFileSync(cmd, [], { ...extra });
}

function spreadArgs(argv) {
  return cp.spawnSync(...argv);
}

function daemon(cmd) {
  const child = run(cmd, [], { detached: true, stdio: "ignore" });
  child.unref();
}

function notChildProcess(db, regex) {
  db.exec("VACUUM");
  regex.exec("abc");
  return execSyncLocal("x");
}

function execSyncLocal(x) {
  return x;
}

function shadowed(exec) {
  exec("ls"); // a parameter named exec, not child_process.exec
}

async function promisifiedBounded() {
  return execAsync("git status", { timeout: 5_000 });
}
