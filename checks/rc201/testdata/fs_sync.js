const fs = require("fs");
const { readFileSync, writeFileSync: save } = require("node:fs");
const fse = require("fs-extra");
const cp = require("child_process");
const { execSync } = require("node:child_process");
const path = require("path");

// ---- positives ----

async function loadConfig(file) {
  const raw = fs.readFileSync(file, "utf8"); // want: RC201
  return JSON.parse(raw);
}

async function destructured(file, data) {
  const text = readFileSync(file, "utf8"); // want: RC201
  save(file + ".bak", text); // want: RC201
  return data;
}

const arrowHandler = async (dir) => {
  if (!fs.existsSync(dir)) { // want: RC201 low
    fs.mkdirSync(dir, { recursive: true }); // want: RC201 low
  }
  return fse.readJsonSync(path.join(dir, "x.json")); // want: RC201
};

async function runTools(cmd) {
  const out = execSync(cmd, { timeout: 10000 }); // want: RC201
  cp.spawnSync("git", ["status"], { timeout: 10000 }); // want: RC201
  return require("child_process").execFileSync("ls", [], { timeout: 1000 }) + out; // want: RC201
}

class Store {
  async save(file, data) {
    fs.writeFileSync(file, data); // want: RC201
  }

  static async load(file) {
    return fs.readFileSync(file); // want: RC201
  }
}

async function loops(files) {
  // array callbacks run before forEach/map return: still on the loop
  files.forEach((f) => fs.statSync(f)); // want: RC201 low
  const sizes = files.map(function (f) {
    return fs.statSync(f).size; // want: RC201 low
  });
  const data = await new Promise((resolve) => {
    resolve(fs.readFileSync(files[0])); // want: RC201
  });
  return [sizes, data];
}

// ---- negatives ----

function syncHelper(file) {
  return fs.readFileSync(file, "utf8"); // a sync function may block
}

const TEMPLATE = fs.readFileSync(__filename, "utf8"); // module level, at start-up

async function asyncApi(file) {
  const a = await fs.promises.readFile(file, "utf8");
  const b = await fse.readJson(file);
  return a + b;
}

async function deferred(file) {
  setTimeout(() => fs.writeFileSync(file, "later"), 1000); // a deferred callback
  process.on("exit", function () {
    fs.unlinkSync(file);
  });
  return () => readFileSync(file);
}

async function unrelated(db, fsLike) {
  db.querySync("select 1"); // not fs
  fsLike.readFileSync("x"); // a parameter, not the module
  const spawnSync = () => 0;
  spawnSync(); // a local function
}

async function shadowed(fs) {
  return fs.readFileSync("x"); // the parameter hides the module
}

function* notAsync(file) {
  yield fs.readFileSync(file);
}

async function callbackApis(file, done) {
  fs.readFile(file, done);
  cp.exec("ls", { timeout: 1000 }, done);
}
