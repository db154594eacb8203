package sdkcreate

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/toolname"
	"github.com/resilience-check/resilience-check/checks/model"
)

// collectionVerbs are creating verbs that are also the methods of a
// language's own collections (Array.prototype.push, list.append,
// list.insert, set.add): on a value a client returned (a page of results,
// a list of rows) they grow a local list, not an upstream resource, so a
// fetched object's call of them is no create.
var collectionVerbs = map[string]bool{"push": true, "append": true, "insert": true, "add": true, "enqueue": true}

// localTails are last words of a fetched object's creating method that
// name an object the library builds in this process and sends nothing for:
// discord.js's TextChannel.createMessageCollector and
// Message.createReactionCollector make an event collector
// (https://discord.js.org/docs/packages/discord.js/main/TextChannel:Class#createMessageCollector),
// and a builder, iterator, cursor, paginator, reader or stream is read or
// filled locally. Source: review33 MEDIUM-9 (a tool that waits for a reply
// was told it "performs a create request").
var localTails = map[string]bool{"collector": true, "builder": true, "iterator": true, "cursor": true,
	"paginator": true, "reader": true, "stream": true, "listener": true, "watcher": true}

// fetchedResource reports whether obj, the receiver of a creating method
// (channel.send(...), guild.roles.create(...)), is rooted at a name its
// function binds to one object an API client fetched: `const channel =
// await client.channels.fetch(id)`, `webhook = await
// context.client.fetchWebhook(id, token)`, `channel =
// discord_bot.get_channel(id)`. Such an object is the client's view of an
// upstream resource, and its creating methods call the API through the
// client that made it: discord.js's TextChannel.send POSTs
// /channels/{id}/messages (https://discord.js.org/docs/packages/discord.js/main/TextChannel:Class#send),
// discord.py's Messageable.send does the same
// (https://discordpy.readthedocs.io/en/stable/api.html#discord.abc.Messageable.send),
// PyGithub's Repository.create_issue POSTs an issue on the repository
// get_repo returned (https://pygithub.readthedocs.io/en/stable/github_objects/Repository.html).
// The fetch is a method whose first word is fetch or get on a receiver
// that holds a client (a client word of sdkClientWords in one of its
// names); a bare get (the HTTP GET of a client, whose response is no
// resource) and a get of many (get_channels, fetchAll: a list) do not
// count, nor do the collection methods of collectionVerbs and the local
// objects of localTails. Python and JavaScript; Go's typed SDK values are
// read by their types.
func fetchedResource(f *model.File, obj *model.Node, method string) bool {
	if f.Lang == model.LangGo {
		return false
	}
	if words := toolname.Words(method); len(words) == 0 || collectionVerbs[words[0]] || localTails[words[len(words)-1]] {
		return false
	}
	root := model.Unwrap(obj)
	for root != nil && (root.Sym() == model.SymAttribute || root.Sym() == model.SymMemberExpression) {
		root = root.ChildByFieldName("object")
	}
	if root == nil || root.Sym() != model.SymIdentifier {
		return false
	}
	v := model.Unwrap(f.Resolve(root))
	if v == nil || v == root || v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(v)
	if callee == nil {
		return false
	}
	src, prop := adapt.MemberParts(callee)
	if src == nil || prop == nil {
		return false
	}
	words := toolname.Words(f.Text(prop))
	if len(words) == 0 || words[0] != "fetch" && words[0] != "get" {
		return false
	}
	switch {
	case len(words) == 1 && words[0] == "get":
		return false // client.get(url): an HTTP response, no resource
	case len(words) == 1:
		if m := model.Unwrap(src); m.Sym() != model.SymAttribute && m.Sym() != model.SymMemberExpression {
			return false // fetch(url) of a bare name: no manager of a client
		}
	default:
		last := words[len(words)-1]
		if last == "all" || last == "many" || last == "list" || strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") {
			return false // get_channels, fetchAll: a list of objects
		}
	}
	return holdsClient(f.Text(src))
}

// holdsClient reports whether one of the dotted names of recv ends with a
// client word (sdkClientWords): client.channels, context.client,
// discord_bot.
func holdsClient(recv string) bool {
	for _, s := range strings.Split(recv, ".") {
		low := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(s), "()"))
		if low == "" || low == "this" || low == "self" {
			continue
		}
		for _, w := range sdkClientWords {
			if strings.HasSuffix(low, w) {
				return true
			}
		}
	}
	return false
}
