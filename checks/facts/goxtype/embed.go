package goxtype

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// embedLine is a struct body line that embeds a type of another package
// (`*forgejo.Client`, `socketmode.Client`): a field with no name, whose
// methods the struct's own type is promoted to (Go spec, "Struct types":
// "A field or method f of an embedded field in a struct x is called
// promoted if x.f is a legal selector that denotes that field or method f").
var embedLine = regexp.MustCompile(`^\s*(\*?[A-Za-z_]\w*\.[A-Za-z_]\w*)\s*(?:$|//|` + "`" + `)`)

// Embeds returns the qualified types of the fields that the package's struct
// type t embeds when the package declares no method m on t itself (a method
// of t's own shadows the promoted one, Go spec "Selectors": the shallowest
// depth wins), or nil.
func (p *Pkg) Embeds(t, m string) []string {
	if p == nil {
		return nil
	}
	p.once.Do(p.decls)
	if p.own[t+"."+m] {
		return nil
	}
	return p.embeds[t]
}

// EmbeddedIn returns the qualified types embedded in qualified type
// ("module/path.T") of a package of the repository's module that file f
// imports, through which method m called on a T value is promoted
// (Pkg.Embeds): a project's `type Client struct { *forgejo.Client; ... }`
// whose values' SDK calls (c.CreateIssue(...)) are the embedded client's.
// nil for a type of any other package.
func EmbeddedIn(f *model.File, qualified, m string) []string {
	i := strings.LastIndexByte(qualified, '.')
	if i <= 0 || f.Lang != model.LangGo {
		return nil
	}
	path, tn := qualified[:i], qualified[i+1:]
	best := ""
	for name, spec := range f.Imports() {
		if spec == path && (best == "" || name < best) {
			best = name
		}
	}
	if best == "" {
		return nil
	}
	return Imported(f, best).Embeds(tn, m)
}

// EmbeddedOf is EmbeddedIn for identifier base declared with a type of f's
// own package or of one it imports from the module (a method's receiver
// `slackClient *SlackClient` of `type SlackClient struct {
// *socketmode.Client; ... }`), read as MethodOf reads its type.
func EmbeddedOf(f *model.File, base *model.Node, m string) []string {
	if f.Lang != model.LangGo || base == nil || base.Sym() != model.SymIdentifier {
		return nil
	}
	t := unPointer(identType(f, base, f.Text(base)))
	if t == nil {
		return nil
	}
	tn, p := typePkg(f, t)
	return p.Embeds(tn, m)
}

// Declares reports whether the package declares method m on its type t.
func (p *Pkg) Declares(t, m string) bool {
	if p == nil {
		return false
	}
	p.once.Do(p.decls)
	return p.own[t+"."+m]
}
