// Issue 21's RC402 misses: a stack trace sent by a response helper, and a raw
// error object sent as the HTTP body.
const express = require("express");
const { runJob } = require("./jobs");

const app = express();

function sendFailure(res, detail) {
  res.status(500).json({ error: "job failed", detail });
}

app.post("/jobs", async (req, res) => {
  try {
    res.json(await runJob(req.body));
  } catch (err) {
    sendFailure(res, err.stack); // want: RC402
  }
});

app.post("/jobs/raw", async (req, res) => {
  try {
    res.json(await runJob(req.body));
  } catch (err) {
    res.status(500).send(err); // want: RC402
  }
});

app.post("/jobs/msg", async (req, res) => {
  try {
    res.json(await runJob(req.body));
  } catch (err) {
    sendFailure(res, "see the server log"); // a fixed text: nothing to report
  }
});

app.listen(3000);
