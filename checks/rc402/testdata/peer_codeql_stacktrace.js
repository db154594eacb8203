// Stack-trace cases of CodeQL's js/stack-trace-exposure tests, written again
// in our own words (issue 21): a stack trace, or the raw error object, sent
// as an HTTP body is reported whatever the error's origin.
//
// Sources of the cases:
// https://github.com/github/codeql/blob/main/javascript/ql/test/query-tests/Security/CWE-209/tst.js
// https://github.com/github/codeql/blob/main/javascript/ql/test/query-tests/Security/CWE-209/node.js
const http = require("http");
const { handle } = require("./handler");

http.createServer(function serve(req, res) {
  try {
    res.end(handle(req));
  } catch (caught) {
    res.end(caught); // want: RC402
    replyFailure(res, caught);
    // CodeQL's js query leaves the message alone; its java/error-message-exposure
    // reports it: of unknown origin, it is low here (package errresp).
    res.end(caught.message); // want: RC402 low
    res.end("request failed: " + caught); // want: RC402 low
    res.end(`request failed: ${caught}`); // want: RC402 low
  }
});

function replyFailure(res, problem) {
  res.end(problem.stack); // want: RC402
}

http.createServer(function plain(req, res) {
  let body;
  try {
    body = handle(req);
  } catch (err) {
    res.statusCode = 500;
    res.end(err.stack); // want: RC402
    return;
  }
  res.end(body);
}).listen(3000);

http.createServer(function logged(req, res) {
  try {
    res.end(handle(req));
  } catch (err) {
    console.error("request failed", err.stack);
    res.end("request failed");
  }
}).listen(3001);
