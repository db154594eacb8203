package model

var (
	// JsPgPools are the qualified names of node-postgres pool constructors.
	JsPgPools = map[string]bool{"pg.Pool": true, "pg.default.Pool": true, "pg-pool": true, "pg.native.Pool": true}
	// JsMysqlPools are the qualified names of mysql2 pool constructors.
	JsMysqlPools = map[string]bool{"mysql2.createPool": true, "mysql2/promise.createPool": true, "mysql.createPool": true}
	// PyAsyncpgPools are the qualified names of asyncpg pool constructors.
	PyAsyncpgPools = map[string]bool{"asyncpg.create_pool": true, "asyncpg.pool.create_pool": true}
	// PySQLAEngines are the qualified names of SQLAlchemy engine constructors.
	PySQLAEngines = map[string]bool{"sqlalchemy.create_engine": true, "sqlalchemy.ext.asyncio.create_async_engine": true,
		"sqlalchemy.engine.create_engine": true}
	// GoSQLOpens are the qualified names of Go functions that open a
	// database/sql pool.
	GoSQLOpens = map[string]bool{"database/sql.Open": true, "database/sql.OpenDB": true,
		"github.com/jmoiron/sqlx.Open": true, "github.com/jmoiron/sqlx.Connect": true,
		"github.com/jmoiron/sqlx.MustOpen": true, "github.com/jmoiron/sqlx.MustConnect": true,
		"github.com/jmoiron/sqlx.NewDb": true}
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
