package rc103

import (
	"bytes"
	"strconv"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// dbapiSyms are the Python nodes reportDBAPIQueries looks at.
var dbapiSyms = model.NewSymBitset(model.SymCall)

// reportDBAPIQueries reports a Python DB-API query (`cursor.execute(sql)`)
// that runs SQL held in a variable (a parameter, the model's) on a connection
// made in the same function by a library row whose read bound defaults to
// none (mysql.connector, PyMySQL: read_timeout), when the connect passes its
// keywords as `**config` from a dict the file builds (a dict literal, or a
// function of the file such as get_db_config()) and the file never names the
// bound (nor its other names, nor max_execution_time): the keywords cannot
// carry it. bounds.BoundGaps judges the connects whose keywords it sees and
// leaves `**config` unjudged; this is where that defect runs (blind row:
// designcomputer's mysql_mcp_server run_query).
func reportDBAPIQueries(p *model.Pass) {
	f := p.File
	if f.Lang != model.LangPython || !bytes.Contains(f.Src, []byte("execute")) || mysqlStmtLimit.Match(f.Src) {
		return
	}
	set := model.LibrarySet(p.Settings)
	f.NodesOf(dbapiSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymAttribute {
			return true
		}
		if m := f.Text(callee.ChildByFieldName("attribute")); m != "execute" && m != "executemany" {
			return true
		}
		sql := model.Arg(call, 0)
		if sql == nil || sql.Sym() != model.SymIdentifier {
			return true
		}
		if v := f.Resolve(sql); v != nil && v != sql && dbStringish(v) {
			return true // SQL the file spells out
		}
		// the cursor: conn.cursor() (with-as or assignment), or the connection itself
		recv := model.Unwrap(f.Resolve(callee.ChildByFieldName("object")))
		if recv != nil && recv.Sym() == model.SymCall {
			if c := model.Callee(recv); c != nil && c.Sym() == model.SymAttribute && f.Text(c.ChildByFieldName("attribute")) == "cursor" {
				recv = model.Unwrap(f.Resolve(c.ChildByFieldName("object")))
			}
		}
		if recv == nil || recv.Sym() != model.SymCall || model.EnclosingFunc(recv) != model.EnclosingFunc(call) {
			return true
		}
		r := set.Lookup(libmodels.Python, model.CalleeName(f, recv))
		if r == nil || r.Kind != libmodels.Database || r.Matched() != libmodels.ByCall || r.Bound == nil || r.Default == nil ||
			r.Bound.Where != libmodels.Keyword {
			return true
		}
		if _, has := r.Default.Duration(); has {
			return true
		}
		if !dbapiSplatUnset(f, recv, r) {
			return true
		}
		line, _ := f.Position(int(recv.StartByte()))
		fix := r.Bound.Name + "=15"
		p.Report(callee, f.Text(callee)+" runs SQL the file does not spell out on a "+model.CalleeName(f, recv)+" connection (line "+
			strconv.Itoa(line)+") whose keywords, built in this file, set no "+r.Bound.Name+", and the driver's default is none ("+
			r.Default.URL+"), so a slow or locked query holds the tool call forever; add "+fix+" to them", "add "+fix)
		return true
	})
}

// dbapiSplatUnset reports whether connect call passes its keywords only as
// `**config` (no keyword of the bound) from a dict literal or a call of a
// function of the file, in a file that never names the bound: then the
// keywords cannot set it.
func dbapiSplatUnset(f *model.File, call *model.Node, r *libmodels.Row) bool {
	for _, k := range append([]string{r.Bound.Name}, r.Bound.Also...) {
		if bytes.Contains(f.Src, []byte(k)) {
			return false
		}
	}
	args := model.Args(call)
	splat := false
	for i := 0; args != nil && i < int(args.NamedChildCount()); i++ {
		a := args.NamedChild(i)
		switch a.Sym() {
		case model.SymListSplat:
			return false
		case model.SymDictionarySplat:
			v := model.Unwrap(f.Resolve(a.NamedChild(0)))
			switch {
			case v == nil:
				return false
			case v.Sym() == model.SymDictionary:
				if _, spread := f.DictKey(v, ""); spread {
					return false
				}
			case v.Sym() == model.SymCall && f.LocalFunc(model.Callee(v)) != nil:
			default:
				return false
			}
			splat = true
		}
	}
	return splat
}
