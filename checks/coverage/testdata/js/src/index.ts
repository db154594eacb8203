// Fixture for package coverage (see py/app/server.py).
import fs from "node:fs"; // clean: built-in
import path from "path"; // clean: built-in
import axios from "axios"; // clean: modelled
import { z } from "zod"; // clean: no I/O
import { App } from "@acme/chat-bolt"; // unmodelled: @acme/chat-bolt 1
import { connect } from "acme-queue"; // unmodelled: acme-queue 2
import { helper } from "./helper.js"; // clean: relative
import type { Thing } from "@acme/types-only"; // unmodelled: @acme/types-only 0

export async function run(t: Thing) {
  const app = new App({ token: "x" });
  const nc = await connect({ servers: "nats://localhost" });
  await connect({ servers: "nats://other" });
  const s = z.string().parse(fs.readFileSync(path.join("a", "b"), "utf8"));
  return axios.get(s, { timeout: 5000 }).then(() => helper(app, nc));
}
