package rc403

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Rule is RC403 shared-circuit-breaker: one circuit-breaker instance
// (opossum, cockatiel, pybreaker, aiobreaker, circuitbreaker, gobreaker,
// failsafe-go, hystrix-go commands) that guards calls to two or more different
// upstream hosts, reported at the use that brings in the second host.
//
// Why is this bad? A breaker shared by two upstreams opens when one of them
// fails and then cuts off the healthy one as well (CWE-400: one failure takes
// out an unrelated dependency).
//
// Source: checklist item "one breaker per dependency" (SkillAudit, "Designing
// for resiliency", checklist item 2 and pattern 2:
// https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/); CWE-400. No peer
// linter has this rule. Files with no breaker at all are RC404's (off by
// default).
var Rule = &model.Rule{
	ID: "RC403", Name: "shared-circuit-breaker", Severity: model.SeverityMedium, CWE: 400, Checklist: model.ItemBreaker,
	Summary: "One circuit breaker shared by several upstreams",
	Description: "A circuit breaker shared by two upstreams opens when one of them fails and then rejects calls to the " +
		"healthy one too. Give each upstream host its own breaker instance.",
	Help:      circuitBreakerHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkCircuitBreaker,
}

const circuitBreakerHelp = `## What it does
Reports one circuit-breaker instance that guards calls to two or more different
upstream hosts. The finding is at the use of the breaker that brings in the second
host and names both. Breakers recognised: opossum ` + "`new CircuitBreaker(fn)`" + `
(` + "`.fire(url)`" + `), cockatiel ` + "`circuitBreaker(...)`" + ` policies (` + "`.execute(fn)`" + `, also
through ` + "`wrap(...)`" + `), pybreaker / aiobreaker / circuitbreaker ` + "`CircuitBreaker()`" + `
instances (as a decorator, ` + "`.call(...)`" + `, ` + "`.call_async(...)`" + `, ` + "`with b.calling():`" + `),
gobreaker ` + "`NewCircuitBreaker`" + ` (` + "`.Execute(fn)`" + `), failsafe-go circuit breakers
(` + "`failsafe.Get(fn, cb)`" + `, ` + "`failsafe.With(cb).Run(fn)`" + `) and hystrix-go commands
(` + "`hystrix.Do(\"name\", fn, ...)`" + `, one breaker per command name). A breaker passed as an
argument together with a URL (` + "`guarded_get(client, breaker, url)`" + `) counts as a use for
that URL. Hosts come from URL literals, f-strings and template strings that start with
one, ` + "`+`" + ` concatenations, and base-URL constants whose value (or default, as in
` + "`os.environ.get(\"X\", \"https://...\")`" + ` or ` + "`process.env.X ?? \"https://...\"`" + `) is a URL
literal in the same file. Calls whose host cannot be resolved are not counted.

Files that call upstreams with no breaker at all are reported by RC404
(upstream-without-circuit-breaker), which is off by default; with it off, the
checklist row "each external dependency has its own circuit breaker" asks for a
manual review and gives the number of upstream calls.

## Severity
Medium: a breaker that never opens, or never closes again, defeats its purpose under failure. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
An LLM orchestrator retries failed tool calls within milliseconds. A breaker turns a
failing upstream into fast failures the model can reason about, but only if it is one
breaker per dependency: a breaker shared by a weather API and a search API opens when
the search API fails and then rejects weather calls that would have succeeded.

## Example
` + "```python" + `
breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30)

@breaker
def forecast(city):
    return requests.get("https://api.weather.example/v1/forecast", params={"q": city}, timeout=10)

@breaker
def search(q):
    return requests.get("https://search.example/api", params={"q": q}, timeout=10)
` + "```" + `

## Use instead
` + "```python" + `
weather_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="weather")
search_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="search")
` + "```" + `

## References
- [CWE-400: Uncontrolled Resource Consumption](https://cwe.mitre.org/data/definitions/400.html)
- [Microsoft Azure Architecture Center: Circuit Breaker pattern](https://learn.microsoft.com/azure/architecture/patterns/circuit-breaker)
- [Martin Fowler: CircuitBreaker](https://martinfowler.com/bliki/CircuitBreaker.html)
- [opossum](https://nodeshift.dev/opossum/), [cockatiel](https://github.com/connor4312/cockatiel),
  [pybreaker](https://github.com/danielfm/pybreaker), [gobreaker](https://github.com/sony/gobreaker),
  [failsafe-go circuit breaker](https://failsafe-go.dev/circuit-breaker/)

CWE-400 · checklist: each external dependency has its own circuit breaker.
`

// breakerCtors are qualified names of breaker constructors whose instances
// the shared-breaker check follows.
var breakerCtors = libmodels.Builtin().NameSet(func(r *libmodels.Row) bool {
	return r.Kind == libmodels.Breaker && r.API == libmodels.Constructor
})

// breakerCheck holds one file's pass.
type breakerCheck struct {
	p        *model.Pass
	f        *model.File
	hosts    map[string][]string // breaker identity -> distinct hosts seen, in order
	reported map[string]bool
	ctorSeen map[string]bool
	// pendingCtor is a breaker constructor seen for the first time: the
	// function it wraps (opossum) is counted at the breaker's first use.
	pendingCtor *model.Node
}

func checkCircuitBreaker(p *model.Pass) {
	f := p.File
	if !f.Upstreams().BreakerLib {
		return
	}
	c := &breakerCheck{p: p, f: f, hosts: map[string][]string{}, reported: map[string]bool{},
		ctorSeen: map[string]bool{}}
	// The callback acts only on walkSyms (its cases) and never prunes, so
	// NodesOf hands it exactly the nodes it acts on.
	f.NodesOf(walkSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression:
			c.breakerCall(n)
		case model.SymDecorator:
			c.breakerDecorator(n)
		case model.SymWithStatement:
			c.breakerWith(n)
		}
		return true
	})
}

// walkSyms are the node types checkCircuitBreaker's walk acts on.
var walkSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression, model.SymDecorator, model.SymWithStatement)

// breakerOf returns a key identifying the breaker instance n refers to, and
// its display name, or "" when n is no known breaker.
func (c *breakerCheck) breakerOf(n *model.Node) (key, name string) {
	f := c.f
	if n == nil {
		return "", ""
	}
	defer func() {
		if key != "" && !c.ctorSeen[key] {
			c.ctorSeen[key] = true
			c.pendingCtor = f.Resolve(n)
		}
	}()
	name = f.Text(n)
	for hop := 0; n != nil && hop < 3; hop++ {
		v := f.Resolve(n)
		ctor := v
		if v.Sym() == model.SymTypeConversionExpression { // Go: gobreaker.NewCircuitBreaker[T](st)
			if t := v.ChildByFieldName("type"); t != nil && t.Sym() == model.SymGenericType {
				if model.ImportedName(f, t.ChildByFieldName("type")) != "" && breakerCtors[model.ImportedName(f, t.ChildByFieldName("type"))] {
					return fmt.Sprint(v.StartByte()), name
				}
			}
			return "", ""
		}
		if v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression {
			return "", ""
		}
		fn := model.Callee(ctor)
		q := model.ImportedName(f, fn)
		if fn != nil && fn.Sym() == model.SymIndexExpression { // Go generic call parsed as index
			q = model.ImportedName(f, fn.ChildByFieldName("operand"))
		}
		switch {
		case breakerCtors[q]:
			return fmt.Sprint(v.StartByte()), name
		case q == "cockatiel.wrap":
			for i := 0; i < model.NumArgs(v); i++ {
				if k, _ := c.breakerOf(model.Arg(v, i)); k != "" {
					return k, name
				}
			}
			return "", ""
		case strings.HasSuffix(q, ".circuitBreaker") && strings.HasPrefix(q, "cockatiel"):
			return fmt.Sprint(v.StartByte()), name // Policy.handleAll().circuitBreaker(...)
		case strings.HasPrefix(q, "github.com/failsafe-go/failsafe-go/circuitbreaker.") || fn != nil && fn.Sym() == model.SymSelectorExpression &&
			f.Text(fn.ChildByFieldName("field")) == "Build" && strings.Contains(f.Text(fn), "circuitbreaker."):
			return fmt.Sprint(v.StartByte()), name
		}
		return "", ""
	}
	return "", ""
}

// use records that breaker key guards calls to the hosts found in nodes, and
// reports at `at` when a second host appears.
func (c *breakerCheck) use(key, name string, at *model.Node, nodes ...*model.Node) {
	f := c.f
	if ctor := c.pendingCtor; ctor != nil {
		c.pendingCtor = nil
		if ctor.Sym() == model.SymNewExpression || ctor.Sym() == model.SymCallExpression || ctor.Sym() == model.SymCall {
			if a := model.Arg(ctor, 0); a != nil {
				switch a.Sym() {
				case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymLambda, model.SymFuncLiteral:
					nodes = append([]*model.Node{a}, nodes...)
				}
			}
		}
	}
	for _, n := range nodes {
		if n == nil {
			continue
		}
		var hosts []string
		switch n.Sym() {
		case model.SymArrowFunction, model.SymFunctionExpression, model.SymFunction, model.SymLambda, model.SymFuncLiteral, model.SymBlock, model.SymFunctionDefinition:
			model.Walk(n, func(m *model.Node) bool {
				if m.Sym() == model.SymCall || m.Sym() == model.SymCallExpression {
					if _, u, ok := model.UpstreamCall(f, m); ok {
						if h := model.UpstreamHost(f, u); h != "" {
							hosts = append(hosts, h)
						}
					}
				}
				return true
			})
		default:
			if h := model.UpstreamHost(f, n); h != "" {
				hosts = append(hosts, h)
			}
		}
		for _, h := range hosts {
			seen := c.hosts[key]
			if model.PoolHas(seen, h) {
				continue
			}
			c.hosts[key] = append(seen, h)
			if len(c.hosts[key]) == 2 && !c.reported[key] {
				c.reported[key] = true
				fix := "give each upstream host its own breaker instance"
				c.p.Report(at, fmt.Sprintf("circuit breaker %s is shared by upstreams %s and %s, so failures of one open it "+
					"for the other too; %s", name, seen[0], h, fix), fix)
			}
		}
	}
}

// breakerCall handles b.fire(url), policy.execute(fn), b.call(f, url),
// cb.Execute(fn), failsafe.Get(fn, cb), failsafe.With(cb).Run(fn),
// hystrix.Do("cmd", fn, nil) and helpers taking a breaker and a URL.
func (c *breakerCheck) breakerCall(call *model.Node) {
	f := c.f
	fn := model.Callee(call)
	if fn == nil {
		return
	}
	args := c.argNodes(call)
	if q := model.ImportedName(f, fn); strings.HasPrefix(q, "github.com/afex/hystrix-go/hystrix.") && len(args) > 1 {
		if s := model.Arg(call, 0); s != nil && (s.Sym() == model.SymInterpretedStringLiteral || s.Sym() == model.SymRawStringLiteral) {
			c.use("hystrix:"+f.Text(s), "hystrix command "+f.Text(s), call, args[1:]...)
		}
		return
	}
	// Receiver: b.fire(...), b.execute(...), failsafe.With(cb).Get(fn).
	var obj *model.Node
	switch fn.Sym() {
	case model.SymMemberExpression, model.SymAttribute:
		obj = fn.ChildByFieldName("object")
	case model.SymSelectorExpression:
		obj = fn.ChildByFieldName("operand")
	}
	if obj != nil {
		if k, name := c.breakerOf(obj); k != "" {
			c.use(k, name, call, args...)
			return
		}
		if o := model.Unwrap(obj); o.Sym() == model.SymCallExpression || o.Sym() == model.SymCall {
			for _, a := range c.argNodes(o) {
				if k, name := c.breakerOf(a); k != "" {
					c.use(k, name, call, args...)
					return
				}
			}
		}
	}
	// A breaker passed as an argument next to a URL or a function.
	for i, a := range args {
		if a.Sym() != model.SymIdentifier && a.Sym() != model.SymAttribute && a.Sym() != model.SymMemberExpression && a.Sym() != model.SymSelectorExpression {
			continue
		}
		if k, name := c.breakerOf(a); k != "" {
			rest := append(append([]*model.Node{}, args[:i]...), args[i+1:]...)
			c.use(k, name, call, rest...)
			return
		}
	}
}

// argNodes lists a call's arguments, keyword values included.
func (c *breakerCheck) argNodes(call *model.Node) []*model.Node {
	args := model.Args(call)
	var out []*model.Node
	for j := 0; args != nil && j < int(args.NamedChildCount()); j++ {
		a := args.NamedChild(j)
		switch a.Sym() {
		case model.SymComment, model.SymListSplat, model.SymDictionarySplat, model.SymSpreadElement:
			continue
		case model.SymKeywordArgument:
			a = a.ChildByFieldName("value")
		}
		if a != nil {
			out = append(out, a)
		}
	}
	return out
}

// breakerDecorator handles `@breaker` on a Python function.
func (c *breakerCheck) breakerDecorator(dec *model.Node) {
	if dec.NamedChildCount() == 0 {
		return
	}
	e := dec.NamedChild(0)
	if e.Sym() != model.SymIdentifier && e.Sym() != model.SymAttribute {
		return
	}
	k, name := c.breakerOf(e)
	if k == "" {
		return
	}
	if d := dec.Parent(); d != nil && d.Sym() == model.SymDecoratedDefinition {
		if def := d.ChildByFieldName("definition"); def != nil {
			c.use(k, name, dec, def.ChildByFieldName("body"))
		}
	}
}

// breakerWith handles `with breaker.calling():` in Python.
func (c *breakerCheck) breakerWith(w *model.Node) {
	model.Walk(w, func(n *model.Node) bool {
		if n.Sym() == model.SymBlock {
			return false
		}
		if n.Sym() == model.SymCall {
			if fn := model.Callee(n); fn != nil && fn.Sym() == model.SymAttribute {
				if k, name := c.breakerOf(fn.ChildByFieldName("object")); k != "" {
					c.use(k, name, n, w.ChildByFieldName("body"))
				}
			}
			return false
		}
		return true
	})
}
