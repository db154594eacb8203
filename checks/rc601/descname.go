package rc601

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// descNameRE matches the last name of a constant that holds a tool's
// description: `PRODUCE_MESSAGE_DESCRIPTION`, `createIssueDescription`,
// `TOOL_DESC`, `descriptions.createIssue` (its namespace named so).
var descNameRE = regexp.MustCompile(`(?:^|[._])(?:[A-Z0-9_]*_)?(?:DESCRIPTION|DESC)$|[a-z0-9](?:Description|Desc)$|^description$|^desc$`)

// descriptionName reports whether a, the argument after the tool's name in
// an MCP SDK `server.tool(name, description, paramsSchema, cb)` call, is a
// name (or a namespace member, `prompts.PRODUCE_MESSAGE_DESCRIPTION`) that
// the code names as a description: a string the file does not declare is
// then no schema left unknown. A namespace called descriptions or prompts
// counts as well (`descriptions.createIssue`).
func descriptionName(f *model.File, a *model.Node) bool {
	last, ns := f.Text(a), ""
	if a.Sym() == model.SymMemberExpression {
		last = f.Text(a.ChildByFieldName("property"))
		ns = f.Text(a.ChildByFieldName("object"))
	}
	return descNameRE.MatchString(last) || ns == "descriptions" || ns == "prompts"
}
