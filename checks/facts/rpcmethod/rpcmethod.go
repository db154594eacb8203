// Package rpcmethod reads dotted RPC method names (Slack's Web API:
// chat.postMessage, reminders.add, conversations.rename) and says whether
// the method makes something new on every call, so that a retried call
// makes it twice. Slack sends every Web API method as a POST
// (https://api.slack.com/web#methods), so the method's name, not the HTTP
// verb, says what a call does.
//
// Its SDKs send any method by name through one documented request helper:
// Python slack_sdk's BaseClient.api_call(api_method, *, http_verb="POST",
// ...) (https://docs.slack.dev/tools/python-slack-sdk/reference/web/base_client.html)
// and Node @slack/web-api's WebClient.apiCall(method, options)
// (https://docs.slack.dev/tools/node-slack-sdk/reference/web-api/classes/WebClient).
// APICallCreate reads such a call: `client.api_call("chat.postMessage",
// channel=c, text=t)` posts a message, `client.api_call("chat.update", ...)`
// sets one.
package rpcmethod

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/model"
)

// CreateVerbs are the verbs that end a dotted RPC method name (Slack's Web
// API: chat.postMessage, reactions.add, conversations.create,
// files.upload, chat.scheduleMessage, chat.meMessage) when the call makes
// something new.
var CreateVerbs = map[string]bool{"post": true, "add": true, "create": true, "invite": true, "upload": true,
	"send": true, "schedule": true, "share": true, "command": true, "me": true, "insert": true, "new": true, "copy": true, "import": true}

// SendVerbs are the CreateVerbs of methods that deliver something anew on
// every call, whoever names it: a message (chat.postMessage,
// chat.postEphemeral, chat.meMessage, chat.scheduleMessage) or an uploaded
// file (files.upload, files.uploadV2). The others make a thing that is often
// named or a member of a set, which Slack refuses or merges on a repeat
// (conversations.create: name_taken; conversations.invite:
// already_in_channel; pins.add: already_pinned; usergroups.create: a name in
// use), so a method's verb alone does not say a retry duplicates it.
var SendVerbs = map[string]bool{"post": true, "send": true, "schedule": true, "me": true, "upload": true}

// helpers are the SDKs' request helpers that take the method's name as
// their first argument (the package comment cites their pages).
var helpers = map[string]bool{"api_call": true, "apiCall": true}

// Verb returns the first word (lower case) of method's last dotted
// segment ("post" for chat.postMessage), or "" when method is no dotted
// RPC method name: two or more segments of letters and digits, each led by
// a lower-case letter (a host, a path or a snake_case name is none).
func Verb(method string) string {
	segs := strings.Split(method, ".")
	if len(segs) < 2 {
		return ""
	}
	for _, s := range segs {
		if s == "" || s[0] < 'a' || s[0] > 'z' {
			return ""
		}
		for _, r := range s {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				return ""
			}
		}
	}
	words := outbound.NameWords(segs[len(segs)-1])
	if len(words) == 0 {
		return ""
	}
	return words[0]
}

// APICallCreate returns the method name when call sends a delivering RPC
// method through an SDK's request helper (helpers): a member call
// `x.api_call("chat.postMessage", ...)` or `x.apiCall('reminders.add', {...})`
// whose first argument is a literal dotted method name (or a name bound to
// one) whose verb is a SendVerbs one; else "". A project wrapper of the
// helper that keeps its name and its method parameter
// (`async def api_call(self, method, **kw): return await
// self.web_client.api_call(method, data=kw)`) is read the same way at its
// callers.
func APICallCreate(f *model.File, call *model.Node) string {
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute && fn.Sym() != model.SymMemberExpression {
		return ""
	}
	name := f.Text(fn)
	if !helpers[name[strings.LastIndexByte(name, '.')+1:]] {
		return ""
	}
	a := model.Arg(call, 0)
	if a == nil {
		return ""
	}
	v := f.Resolve(a)
	if v == nil || v.Sym() != model.SymString {
		return ""
	}
	method := strings.Trim(f.Text(v), "'\"`")
	if SendVerbs[Verb(method)] {
		return method
	}
	return ""
}
