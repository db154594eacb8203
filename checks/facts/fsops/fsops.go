// Package fsops says which synchronous file-system calls are small local
// operations: they touch one directory entry or inode and return in
// milliseconds on a local disk whatever the size of the files (issue 21:
// 17 existsSync/mkdirSync findings in one server were noise at high). RC201
// rates them low in a file and along a call chain alike.
package fsops

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// small are the fs operations (the name without its Sync suffix) that are
// small. Reads of whole files or folders (readFile, readdir, cp, rm) are not
// here: their time grows with the data.
var small = map[string]bool{"exists": true, "mkdir": true, "stat": true, "lstat": true, "fstat": true,
	"access": true, "unlink": true, "rename": true, "chmod": true, "chown": true, "utimes": true, "realpath": true,
	"mkdtemp": true, "rmdir": true, "readlink": true, "symlink": true, "link": true, "close": true, "open": true}

// Small reports whether base (an fs function's name without Sync: "stat")
// is a small local operation.
func Small(base string) bool { return small[base] }

// SmallCall reports whether q, a qualified blocking call as the summaries
// name it ("fs.existsSync", "fs-extra.statSync()"), is a small local
// operation of a file-system module (model.JsFSModules). A write cannot be
// judged by its name (its data decides), so it is not one.
func SmallCall(q string) bool {
	if strings.HasSuffix(q, LogLine) {
		return true // an append of a log line (LogAppend), as the summaries name it
	}
	q = strings.TrimSuffix(q, "()")
	i := strings.LastIndexByte(q, '.')
	if i < 0 || !model.JsFSModules[q[:i]] || !strings.HasSuffix(q, "Sync") {
		return false
	}
	return small[strings.TrimSuffix(q[i+1:], "Sync")]
}

// LogLine is the suffix the function summaries give a blocking call that
// appends a log line (LogAppend): "fs.appendFileSync() of a log line", a
// small operation (SmallCall) along a call chain as in the file.
const LogLine = " of a log line"

// LogAppend reports whether JS call (fs.appendFileSync(path, data) or
// appendFileSync(path, data)) appends to a log file: a path whose name says
// log (logFile, envLogFilePath, config.logging.filePath, LOG_FILE,
// "server.log"). A log line is a small local write, milliseconds per call
// (batch 11: tbreeding/jira-mcp's writeToLogFile, reached from every tool).
func LogAppend(f *model.File, call *model.Node) bool {
	p := model.Unwrap(model.Arg(call, 0))
	return p != nil && logPath.MatchString(f.Text(p))
}

// logPath matches the text of a path expression that names a log file.
var logPath = regexp.MustCompile(`(?:^|[^A-Za-z])(?:[Ll]og|LOG)(?:s|ging|file|File|FILE|path|Path|PATH)?(?:[^a-z]|$)|[a-z]Log(?:s|ging)?(?:[^a-z]|$)|\.log\b`)
