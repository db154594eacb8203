package rc201

import (
	"github.com/resilience-check/resilience-check/checks/facts/dbcursor"
	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

// cursorClient returns the constructor and the blocking client of the
// database connection that obj, the receiver of a cursor method
// (dbcursor.Methods), is a cursor of (dbcursor.Source), when that
// connection is a synchronous driver's (dbcursor.Connection), resolved as
// RC201 resolves any receiver in the file: built there, annotated, returned
// by a helper of the file or by a factory (a connection a function of
// another module returns is judged by the summaries, pyclient.Uses). ok is
// false for anything else, a cursor of an unresolved or asynchronous
// connection among them.
func (c *BlockingCheck) cursorClient(obj *model.Node) (ctor string, cl model.BlockingClient, ok bool) {
	conn := dbcursor.Source(c.F, obj)
	if conn == nil {
		return "", cl, false
	}
	ctor = pyctor.Of(c.F, conn)
	if cl, ok = pyclient.ClientIn(c.F, ctor); !ok {
		if ctor, cl, ok = c.factoryClient(conn); !ok {
			return "", cl, false
		}
	}
	if !dbcursor.Connection(ctor) {
		return "", cl, false
	}
	return ctor, cl, true
}
