package fsops

import "testing"

// TestLogPathAndSmallCall: a path that names a log file (camelCase,
// dotted config field, constant, .log literal, logs folder) is a log; words
// that only contain the letters (catalog, dialog, changelog) are not; the
// summaries' name for a log-line append is a small call, a plain append
// is not.
func TestLogPathAndSmallCall(t *testing.T) {
	for text, want := range map[string]bool{
		"envLogFilePath": true, "config.logging.filePath!": true, "LOG_FILE": true, "logFile": true,
		`"server.log"`: true, "this.logPath": true, "logs/app.txt": true, "process.env.LOG_FILE_PATH": true,
		"catalogPath": false, "dialog": false, "blogPath": false, "exportPath": false, "changelog": false, "CHANGELOG.md": false,
	} {
		if got := logPath.MatchString(text); got != want {
			t.Errorf("logPath(%q) = %v, want %v", text, got, want)
		}
	}
	if !SmallCall("fs.appendFileSync()"+LogLine) || SmallCall("fs.appendFileSync()") || !SmallCall("fs.existsSync()") {
		t.Error("SmallCall: a log-line append and existsSync are small, a plain append is not")
	}
}
