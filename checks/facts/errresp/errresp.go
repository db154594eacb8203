// Package errresp holds what RC402 (error-detail-leak) knows of an HTTP
// error response built from a caught error whose origin the code does not
// show: the raw message of whatever failed in a route's try block, sent
// back as the body of a server-error answer
// (`catch (err) { res.status(500).json({ error: err.message }) }`).
//
// The rule reports it at low severity, apart from the leaks whose origin
// it knows (a database driver, an upstream, the filesystem): CodeQL's
// java/error-message-exposure reports the message of any caught exception
// written to an HTTP response, and Semgrep's and njsscan's Express rules
// (generic_error_disclosure) flag the error text an Express handler sends;
// what the text holds is unknown here, so the finding asks for a look
// rather than failing the check. A cross-file finding of the same place
// that knows the origin replaces it (Weak).
package errresp

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/finding"
)

// Why is the reason given with the low severity of such a finding.
const Why = "the error's origin is not in sight (whatever the route's try block calls: a transport, request or parsing error at worst)"

// MarkUnseen makes the finding p reported last such a low finding: its
// severity low with Why (impact.Apply), and finding.Open's Unseen set so
// that a finding of the same rule at the same line that the function
// summaries reach, knowing the origin, replaces it (package checks).
func MarkUnseen(p *model.Pass) {
	impact.Apply(p, model.Impact{Severity: model.SeverityLow, Why: Why})
	if len(p.Findings) > 0 {
		p.Findings[len(p.Findings)-1].Open = &finding.Open{Unseen: true}
	}
}

// clientStatus matches a 4xx status set with the response (res.status(400),
// status_code=422, HTTP_404_NOT_FOUND, StatusBadRequest, writeHead(404)):
// a client error answer names what was wrong with the request.
var clientStatus = regexp.MustCompile(`(?:status\(|statusCode\s*[=:]\s*|status_code\s*=\s*|status:\s*|writeHead\(|HTTP_|Status\s*=\s*)4\d\d\b|BAD_REQUEST|BadRequest|NOT_FOUND|NotFound|UNPROCESSABLE|Unprocessable`)

// ClientStatus reports whether the response that sink (a node inside the
// statement that sends it) belongs to answers with a 4xx status: the text
// of the enclosing statement, and for a chained JS call the chain, sets it.
func ClientStatus(f *model.File, sink *model.Node) bool {
	for p := sink; p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymExpressionStatement, model.SymReturnStatement, model.SymRaiseStatement, model.SymThrowStatement,
			model.SymLexicalDeclaration, model.SymVariableDeclaration, model.SymAssignment:
			return clientStatus.MatchString(f.Text(p))
		case model.SymFunction, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionDefinition, model.SymMethodDefinition:
			return false
		}
	}
	return false
}

// unseenNote ends the message of a related location of a low finding of
// RC402 in a tool result: a call in the try block whose errors the file
// does not show (rc402's unknownTool). Link's summaries are then asked
// whether they see into each such call (finding.AskRaises).
const unseenNote = "` is called here; what it raises is not in sight"

// UnseenCall is the message of the related location at callee, whose text
// is callee (`client.list_catalogs`, `executeQuery`).
func UnseenCall(callee string) string { return "`" + callee + unseenNote }

// callbackNote ends the message of a related location of a low finding of
// RC402 in a tool result at a call that is handed a callable whose errors
// the file does not show (unseen.Callbacks): Link's summaries are asked
// whether the callee calls that parameter (finding.AskCallsArg).
const callbackNote = "; what it raises is not in sight"

// UnseenCallback is the message of the related location at callee (its
// text), handed argument arg (its text, shortened) as positional parameter
// idx (0-based, Python's self not counted).
func UnseenCallback(arg, callee string, idx int) string {
	if i := strings.IndexByte(arg, '\n'); i >= 0 {
		arg = arg[:i] + " ..."
	}
	return "`" + arg + "` is handed to `" + callee + "` as its argument " + strconv.Itoa(idx+1) + ", which may call it" + callbackNote
}

// paramNote ends the message of a related location of a low finding of
// RC402 in a tool result at a call of a parameter of the helper the try
// block is in (unseen.ParamCalls): Link's summaries are asked whether a
// caller hands it a callable whose calls they do not resolve
// (finding.AskHanded).
const paramNote = "` runs the callable its callers hand it; what that raises is not in sight"

// UnseenParamCall is the message of the related location at callee name, a
// parameter of the function around the try block.
func UnseenParamCall(name string) string { return "`" + name + paramNote }
