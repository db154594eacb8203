package model

import (
	"strings"

	"github.com/resilience-check/resilience-check/libmodels"
)

// Pool and engine constructors (RC501, RC103), from the library rows.
var (
	// JsPgPools are the qualified names of node-postgres pool constructors.
	JsPgPools = libs.NameSet(and(js(libmodels.Constructor, "pg", "pg-pool"), func(r *libmodels.Row) bool {
		return !strings.HasSuffix(r.Name, "Client")
	}))
	// JsMysqlPools are the qualified names of mysql2 pool constructors.
	JsMysqlPools = libs.NameSet(js(libmodels.Constructor, "mysql2", "mysql2/promise", "mysql"))
	// PyAsyncpgPools are the qualified names of asyncpg pool constructors.
	PyAsyncpgPools = libs.NameSet(py(libmodels.Constructor, "asyncpg"))
	// PySQLAEngines are the qualified names of SQLAlchemy engine constructors.
	PySQLAEngines = libs.NameSet(py(libmodels.Constructor, "sqlalchemy"))
	// GoSQLOpens are the qualified names of Go functions that open a
	// database/sql pool.
	GoSQLOpens = libs.NameSet(gorows(libmodels.Constructor, "database/sql", "github.com/jmoiron/sqlx"))
)

// PoolHas reports whether list holds s.
func PoolHas(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
