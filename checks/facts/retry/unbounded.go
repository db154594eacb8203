package model

import (
	"strings"
)

// LoopHeader is a short quote of the loop's first line for messages.
func LoopHeader(f *File, l *RetryLoop) string {
	head := string(f.Src[l.Loop.StartByte():l.Body.StartByte()])
	head = strings.SplitN(head, "\n", 2)[0]
	if i := strings.Index(head, " #"); i >= 0 && f.Lang == LangPython {
		head = head[:i]
	}
	if i := strings.Index(head, " //"); i >= 0 && f.Lang != LangPython {
		head = head[:i]
	}
	head = strings.TrimSpace(head)
	head = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(head, "{"), ":"))
	if len(head) > 50 {
		head = head[:47] + "..."
	}
	return "`" + head + "`"
}

// CallName names a call for messages: its callee text, shortened.
func CallName(f *File, call *Node) string {
	t := f.Text(Callee(call))
	if len(t) > 40 {
		t = "..." + t[len(t)-37:]
	}
	return t
}

// Urllib3Retry reports whether call constructs urllib3's Retry.
func Urllib3Retry(f *File, call *Node) bool {
	switch CalleeName(f, call) {
	case "urllib3.Retry", "urllib3.util.Retry", "urllib3.util.retry.Retry", "requests.packages.urllib3.util.retry.Retry",
		"requests.adapters.Retry", "requests.packages.urllib3.util.Retry":
		return true
	}
	return false
}
