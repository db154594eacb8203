package rc601

import (
	"regexp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/docret"
	"github.com/resilience-check/resilience-check/checks/facts/toolname"
	"github.com/resilience-check/resilience-check/checks/model"
)

// callerIDWords are the verbs and filler words of a tool's name that name
// no object: what is left (voice in voice_clone, card in add_card) is the
// kind the tool makes.
var callerIDWords = map[string]bool{"create": true, "add": true, "new": true, "make": true, "clone": true, "register": true,
	"generate": true, "insert": true, "post": true, "submit": true, "upload": true, "publish": true, "send": true, "a": true, "an": true}

// userKeys: an identity store keeps a user's login or email address unique
// and refuses a second account under it: Zammad ("Email address ... is
// already used for another user", https://github.com/zammad/zammad/blob/develop/spec/services/service/user/add_internal_spec.rb),
// Okta (profile.login, E0000001,
// https://developer.okta.com/docs/api/openapi/okta-management/management/tag/User/#tag/User/operation/createUser).
// A user created under a required one of these keys is no second user.

// callerGivenID reports whether a tool that makes a resource takes the
// resource's own id from its caller, as a required parameter: voice_clone(voice_id, ...),
// create_topic(topic_id): the id of the object its name ends with. Google's AIP-133 (Create methods) lets the client
// choose a resource's id for this reason: a repeated create of the same id
// is refused with ALREADY_EXISTS (MiniMax refuses an existing voice_id), so
// a retry makes no second resource; the blind set's reviewers label such
// tools clean. A natural key the caller supplies counts the same (a
// contact's uid, a page's slug, an object's key: the store keys the object
// by it); a name or title does not, since most APIs allow two objects of
// one name (only kinds known unique by name are, namedByCaller). An id of another kind (add_comment_to_issue's issue_id, the
// parent) or an optional one (`voice_id: str = None`, `.optional()`: the
// server picks one when it is absent) says nothing. A user account is keyed
// by its login or email address (userKeys): a create_user given a required
// email, login or username makes no second account on a repeat.
func callerGivenID(name string, schema []string) bool {
	name = strings.TrimPrefix(name, "tool ")
	words, acronym := toolname.JoinLetters(nameWordsLower(name)) // createVM: create, vm (an acronym)
	for i, w := range words {
		if objectCuts[w] {
			words = words[:i]
			break
		}
	}
	creates := false
	for _, w := range words {
		creates = creates || callerIDWords[w] && len(w) > 2
	}
	if !creates {
		return false // run_job(job_id) runs the job the id names
	}
	object := "" // the last word that is no verb: reply in create_ticket_reply (ticket is its parent)
	for _, w := range words {
		if !callerIDWords[w] && (len(w) > 2 || acronym[w]) {
			object = w
		}
	}
	if (object == "link" || object == "links") && linkKeyed(schema) {
		return true
	}
	for _, w := range []string{object} {
		if w == "" {
			continue
		}
		// the object's id, or a natural key of it: a uid (CardDAV stores a
		// contact at <uid>.vcf), a slug or key; a bare uid or slug is the
		// object's own (post_uid, a parent's, is not), and so is a bare key
		// (a feature flag's key, unique in its project: PostHog refuses a
		// second flag of one key)
		keys := regexp.QuoteMeta(w) + `_?(?:id|uid|slug|key)|uid|slug|key`
		if w == "user" || w == "users" {
			keys += `|email|login|username` // userKeys
		} else if (w == "file" || w == "files") && !slices.ContainsFunc(words, func(v string) bool { return sourcePathVerbs[v] }) {
			keys += `|path|filepath|file_path` // a file is keyed by its path: Gitea, GitHub and GitLab refuse a create at a path that exists
		} else if w == "org" || w == "orgs" || w == "organization" || w == "organizations" {
			keys += `|login|username` // an organization's login is an account name (userKeys): Gitea's CreateOrgOption.username
		}
		re := regexp.MustCompile(`(?i)\b(?:` + keys + `)\b`)
		for _, s := range schema {
			for _, loc := range re.FindAllStringIndex(s, -1) {
				if strings.EqualFold(s[loc[0]:loc[1]], "key") && !topLevelParam(s, loc[0]) || docret.InReturns(s, loc[0]) {
					continue // a variant's or an item's key: no key of the object made; an id the description says it returns
				}
				if paramName(s, loc[0], loc[1]) && requiredParam(s, s[loc[0]:loc[1]], loc[1]) {
					return true
				}
			}
		}
	}
	return false
}

// importedArg reports whether a call that builds a tool's schema
// (`zodToJsonSchema(schemas.CreateProjectSchema)`) is handed a schema
// imported from another module: its fields are not in this file, so an
// idempotency key or the created resource's own id may be among them, as
// for a parameter typed with an imported model.
func importedArg(f *model.File, call *model.Node) bool {
	args := call.ChildByFieldName("arguments")
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := model.Unwrap(args.NamedChild(i))
		for a != nil && a.Sym() == model.SymMemberExpression {
			a = a.ChildByFieldName("object")
		}
		if a != nil && a.Sym() == model.SymIdentifier {
			if _, ok := f.Imports()[f.Text(a)]; ok {
				return true
			}
		}
	}
	return false
}

// kindIDRE matches a parameter's description that calls the id a type or
// template of the object made: a scheduled interview is made from the
// interview (type) of a job stage, so its interview_id names no interview
// the call makes.
var kindIDRE = regexp.MustCompile(`\((?:type|template)\)|\b(?:template|type) id\b|\bid of the (?:template|type)\b`)

// requiredListRE finds a JSON schema's list of required properties
// (`"required": ["a", "b"]`, Go's `Required: []string{"a"}`).
var requiredListRE = regexp.MustCompile(`(?i)["']?required["']?\s*[:=]\s*(?:\[\]string)?\s*[\[{]([^\]}]*)[\]}]`)

// requiredParam reports whether parameter name, declared in schema text s
// at byte end, is required: the rest of its declaration (its line and the
// more indented lines after it) neither gives a None default nor marks it
// optional or nullable (`?:`, `.optional()`, `= None`), a mcp-go option
// list marks it mcp.Required(), and a JSON schema's required list, when s
// has one, names it.
func requiredParam(s, name string, end int) bool {
	lineStart := strings.LastIndexByte(s[:end], '\n') + 1
	indent := len(s[lineStart:]) - len(strings.TrimLeft(s[lineStart:], " \t"))
	rest := s[end:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		block, more := rest[:i], rest[i+1:]
		for more != "" {
			line := more
			j := strings.IndexByte(more, '\n')
			if j >= 0 {
				line, more = more[:j], more[j+1:]
			} else {
				more = ""
			}
			if t := strings.TrimLeft(line, " \t"); t != "" && len(line)-len(t) <= indent && !strings.HasPrefix(t, ".") {
				break // the next declaration
			}
			block += "\n" + line
		}
		rest = block
	}
	low := strings.ToLower(rest)
	if kindIDRE.MatchString(low) {
		return false // the id of a template or type of the object (Greenhouse's interview_id, "Interview stage ID (type)"), not its own
	}
	if strings.Contains(low, "none") || strings.Contains(low, "optional") || strings.Contains(low, "nullable") ||
		strings.HasPrefix(strings.TrimLeft(rest, "\"'`"), "?") {
		return false
	}
	if strings.Contains(rest, "mcp.With") || strings.Contains(s[lineStart:end], "mcp.With") {
		return strings.Contains(rest, "Required()")
	}
	if m := requiredListRE.FindAllStringSubmatch(s, -1); len(m) > 0 {
		for _, l := range m {
			if strings.Contains(l[1], `"`+name+`"`) || strings.Contains(l[1], "'"+name+"'") {
				return true
			}
		}
		return false
	}
	return true
}

// codeText returns the text of n with its comments and Python docstrings
// blanked: a docstring that calls a parameter a "unique idempotency key"
// (alpaca-mcp-server's optional client_order_id, which nothing generates when
// the model leaves it out) takes no key; a parameter, a header or a field
// in the code does.
func codeText(f *model.File, n *model.Node) string {
	text := []byte(f.Text(n))
	base := n.StartByte()
	model.Walk(n, func(m *model.Node) bool {
		blank := m.Sym() == model.SymComment
		if f.Lang == model.LangPython && m.Sym() == model.SymExpressionStatement && m.NamedChildCount() == 1 && m.NamedChild(0).Sym() == model.SymString {
			blank = true // a bare string statement: a docstring
		}
		if blank {
			for i := m.StartByte() - base; i < m.EndByte()-base && int(i) < len(text); i++ {
				if text[i] != '\n' {
					text[i] = ' '
				}
			}
			return false
		}
		return true
	})
	return string(text)
}

// paramNameAfter matches what follows a parameter's name where a schema
// declares it: a closing quote, then `:` (Python, TypeScript, a JSON
// schema's key), `?:` (an optional TypeScript member, which requiredParam
// then refuses), `=` (a keyword), `,` or `)` (Go's mcp.WithString("uid", ...)).
var paramNameAfter = regexp.MustCompile("^[\"'`]?\\s*\\??\\s*[:=,)]")

// paramName reports whether s[start:end] is in a parameter name's place: a
// declaration (paramNameAfter) or a Go struct tag's json name, not a word of
// a description (`describe('The content type UID (e.g. ...)')` names the
// parent's uid in prose).
//
// A quote after the word counts only when the same quote opens right
// before it (`"uid"`, the whole string): a description that ends in the
// word (`"... force a specific noteId")`) is prose. A word followed by `=`
// is a keyword argument or a parameter with a default (`note_id=note_id`
// in the handler's call, `uid=None`, a comparison): no declaration of a
// required name.
func paramName(s string, start, end int) bool {
	rest := s[end:]
	if m := paramNameAfter.FindString(rest); m != "" {
		if q := rest[0]; (q == '"' || q == '\'' || q == '`') && (start == 0 || s[start-1] != q) {
			return false
		}
		if m[len(m)-1] == '=' || start > 0 && (s[start-1] == '.' || s[start-1] == '/') {
			return false // a keyword, a default; a member read (`args.issueKey,`): an argument; a URL's path (`/t/TASK_ID)`): no declaration
		}
		return true
	}
	return strings.HasSuffix(s[:start], `json:"`)
}

// linkRoleRE and linkTargetRE find a link's role and its target's id
// among a schema's parameters.
var (
	linkRoleRE   = regexp.MustCompile(`(?i)\b(?:role|role_id|link_type|linktype)\b`)
	linkTargetRE = regexp.MustCompile(`(?i)\btarget_?\w*?_?id\b`)
)

// linkKeyed reports whether a tool that makes links between existing
// resources takes, as required parameters, the link's role and the id of
// its target: such a link's identity is its source, role and target
// (Polarion's linked work item id is
// {projectId}/{workItemId}/{roleId}/{targetProjectId}/{targetWorkItemId},
// https://developer.siemens.com/polarion/rest-api-spec.html, and a second
// POST of one is refused with 409 Conflict), so a retry makes no second
// link, as for a caller-given id (callerGivenID).
func linkKeyed(schema []string) bool {
	found := func(re *regexp.Regexp) bool {
		for _, s := range schema {
			for _, loc := range re.FindAllStringIndex(s, -1) {
				if strings.EqualFold(s[loc[0]:loc[1]], "key") && !topLevelParam(s, loc[0]) {
					continue // a variant's or an item's key: no key of the object made
				}
				if paramName(s, loc[0], loc[1]) && requiredParam(s, s[loc[0]:loc[1]], loc[1]) {
					return true
				}
			}
		}
		return false
	}
	return found(linkRoleRE) && found(linkTargetRE)
}

// topLevelParam reports whether the declaration at byte at of schema text
// s is one of its top-level properties: its line is indented as the first
// property line after the schema's opening brace (a property of a nested
// object or list item is indented deeper), or it is on that brace's line.
func topLevelParam(s string, at int) bool {
	open := strings.IndexByte(s, '{')
	if open < 0 || at < open {
		return false
	}
	first := strings.IndexByte(s[open:], '\n')
	if first < 0 || open+first > at {
		return !strings.Contains(s[open+1:at], "{") // `{ key: z.string() }` on one line
	}
	indent := func(line string) int { return len(line) - len(strings.TrimLeft(line, " \t")) }
	want := -1
	for _, line := range strings.Split(s[open+first+1:], "\n") {
		if strings.TrimSpace(line) != "" {
			want = indent(line)
			break
		}
	}
	lineStart := strings.LastIndexByte(s[:at], '\n') + 1
	return want >= 0 && indent(s[lineStart:]) == want && strings.TrimLeft(s[lineStart:at], " \t\"'`") == ""
}

// sourcePathVerbs are the verbs of tools whose file path names the local
// file sent, not the upstream file made: upload_course_file(file_path),
// upload-local-file(filePath), add_document_file(file_path) create a new
// upstream file or document per call (Canvas renames a duplicate upload,
// Shopify and Pipedrive store another file), so the path is no key.
var sourcePathVerbs = map[string]bool{"upload": true, "import": true, "attach": true, "add": true}
