// A server whose file also calls main(): express() marks it as a server, so
// blocking in its handlers is reported.
import express from "express";
import { readFileSync } from "node:fs";

const app = express();

app.get("/config", async (_req, res) => {
  res.send(readFileSync("/etc/app.json", "utf8")); // want: RC201
});

async function main() {
  app.listen(8080);
}

main();
