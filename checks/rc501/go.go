package rc501

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// goPools is what RC501's Go visitor gathers: the database/sql pools the
// file opens and the receivers of SetMaxOpenConns.
type goPools struct {
	f      *model.File
	pools  []goPool
	setMax map[string]bool // receivers of SetMaxOpenConns
}

// call is RC501's Go visitor: a SetMaxOpenConns call marks its receiver
// configured, a pool constructor (GoSQLOpens) adds a pool.
func (g *goPools) call(n *model.Node) {
	f := g.f
	fn := model.Callee(n)
	if fn == nil {
		return
	}
	if fn.Sym() == model.SymSelectorExpression && f.Text(fn.ChildByFieldName("field")) == "SetMaxOpenConns" {
		recv := strings.TrimSuffix(f.Text(fn.ChildByFieldName("operand")), ".DB") // sqlx: x.DB.SetMaxOpenConns
		g.setMax[recv] = true
		g.setMax[goScopeKey(n, recv)] = true
	}
	if model.GoSQLOpens[model.ImportedName(f, fn)] {
		g.pools = append(g.pools, goPoolOf(f, n))
	}
}
