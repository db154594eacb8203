package retry

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"strings"
)

// LoopHeader is a short quote of the loop's first line for messages.
func LoopHeader(f *model.File, l *RetryLoop) string {
	head := string(f.Src[l.Loop.StartByte():l.Body.StartByte()])
	head = strings.SplitN(head, "\n", 2)[0]
	if i := strings.Index(head, " #"); i >= 0 && f.Lang == model.LangPython {
		head = head[:i]
	}
	if i := strings.Index(head, " //"); i >= 0 && f.Lang != model.LangPython {
		head = head[:i]
	}
	head = strings.TrimSpace(head)
	head = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(head, "{"), ":"))
	if len(head) > 50 {
		head = head[:47] + "..."
	}
	return "`" + head + "`"
}

// Urllib3Retry reports whether call constructs urllib3's Retry.
func Urllib3Retry(f *model.File, call *model.Node) bool {
	switch model.CalleeName(f, call) {
	case "urllib3.Retry", "urllib3.util.Retry", "urllib3.util.retry.Retry", "requests.packages.urllib3.util.retry.Retry",
		"requests.adapters.Retry", "requests.packages.urllib3.util.Retry":
		return true
	}
	return false
}
