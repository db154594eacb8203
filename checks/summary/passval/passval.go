// Package passval follows error text a function returns as a value through
// the functions that return it in turn, for RC402 (docs/rules/RC402.md,
// "Error text a function returns as a value"): a client module's method that
// returns `{"error": str(e)}`, a service module's method that returns what
// the client's method returned (`results = self.client.get_details(ids);
// return {"instances": results}`), and a tool that returns what the service
// returned. The text reaches the client as surely as when the tool called
// the client itself (blind-set rows "error text returned through a service
// module": mcp-neo4j aura_api_client.py:122, mcp-obsidian obsidian.py:106).
// A call whose value its function returns is a Pass
// (xfacts.Facts.Passes); one whose value reaches a sink is a Result
// (xfacts.Facts.Results). Reach looks, from the function that returns the
// text, for a chain of Pass calls ending in a Result call, at most MaxDepth
// functions up; a chain that ends elsewhere (a caller that logs the value or
// tests it) reports nothing.
package passval

// MaxDepth bounds the functions a value is followed through (the Pass
// calls of a chain), as the summaries' other chains are bounded.
const MaxDepth = 3

// Ref is a function of the scanned files: its file's index and its index
// among that file's functions.
type Ref struct{ File, Fn int }

// Call is a call of a function of the scanned files: its file, its index
// among the file's calls, the function the call is made in (Caller.Fn -1
// at module level), and whether its value reaches a sink (Result) or the
// return value of Caller (Pass).
type Call struct {
	File, Index  int
	Caller       Ref
	Result, Pass bool
}

// Index holds the calls of each function that are a Result or a Pass.
type Index struct{ by map[Ref][]Call }

// New builds the Index from each, which yields every call that is a Result
// or a Pass with the function it calls.
func New(each func(yield func(target Ref, c Call))) *Index {
	x := &Index{by: map[Ref][]Call{}}
	each(func(t Ref, c Call) {
		if c.Result || c.Pass && c.Caller.Fn >= 0 {
			x.by[t] = append(x.by[t], c)
		}
	})
	return x
}

// Reach returns a Result call (in file useIn only when useIn >= 0) of
// function start, or one reached from it through up to MaxDepth Pass calls
// (the nearest first, in the order New was given the calls), and the Pass
// calls of the chain from start's caller up; ok is false when there is none.
func (x *Index) Reach(start Ref, useIn int) (res Call, chain []Call, ok bool) {
	type node struct {
		fn    Ref
		chain []Call
	}
	seen := map[Ref]bool{start: true}
	front := []node{{fn: start}}
	for d := 0; d <= MaxDepth && len(front) > 0; d++ {
		var next []node
		for _, n := range front {
			for _, c := range x.by[n.fn] {
				if c.Result && (useIn < 0 || c.File == useIn) {
					return c, n.chain, true
				}
				if c.Pass && !seen[c.Caller] && d < MaxDepth {
					seen[c.Caller] = true
					next = append(next, node{fn: c.Caller, chain: append(append([]Call(nil), n.chain...), c)})
				}
			}
		}
		front = next
	}
	return Call{}, nil, false
}

// All returns every Result call in file useIn of function start or of a
// function reached from it through up to MaxDepth Pass calls, in the order
// Reach would meet them: each handler that sends the value on, not only the
// nearest (the handlers' own reads of its error field, package errread).
func (x *Index) All(start Ref, useIn int) []Call {
	var out []Call
	seen := map[Ref]bool{start: true}
	front := []Ref{start}
	for d := 0; d <= MaxDepth && len(front) > 0; d++ {
		var next []Ref
		for _, fn := range front {
			for _, c := range x.by[fn] {
				if c.Result && c.File == useIn {
					out = append(out, c)
				}
				if c.Pass && !seen[c.Caller] && d < MaxDepth {
					seen[c.Caller] = true
					next = append(next, c.Caller)
				}
			}
		}
		front = next
	}
	return out
}
