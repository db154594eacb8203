// Package errorigin classifies where an error value comes from, as far as a
// file shows: an HTTP client, a database driver, the filesystem, a
// subprocess, a third-party SDK, a wrapped function, a stack trace, or code
// that built the error itself (rule RC402, docs/rules/RC402.md; the origins
// follow CodeQL's information-exposure queries, CWE-209). Library knowledge
// comes from the rows of libmodels/data.
package errorigin
