# A write-query tool runs the statement the caller writes (checks/facts/sqlwrite):
# a retry after a lost response runs the INSERT again. The name says the tool
# writes; a read tool or a plain execute tool says nothing.
import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("db")
conn = sqlite3.connect("app.db")


@mcp.tool()
def write_query(query: str) -> str:  # want: RC601
    """Execute an INSERT, UPDATE or DELETE query."""
    cur = conn.execute(query)
    conn.commit()
    return str(cur.rowcount)


@mcp.tool()
def run_write_sql(sql: str) -> str:  # want: RC601
    """Run a write statement after checking it."""
    if is_write_sql(sql):
        conn.execute(sql)
        conn.commit()
    return "done"


def is_write_sql(sql: str) -> bool:
    return not sql.strip().upper().startswith("SELECT")


# clean twins: a read tool; an execute tool that does not say it writes; a
# write tool with a key; a write tool that takes no statement


@mcp.tool()
def read_query(query: str) -> str:
    """Run a SELECT query."""
    return str(conn.execute(query).fetchall())


@mcp.tool()
def execute_sql(sql: str) -> str:
    """Run SQL."""
    return str(conn.execute(sql).fetchall())


@mcp.tool()
def write_query_once(query: str, idempotency_key: str) -> str:
    """Execute a write query once per key."""
    if conn.execute("SELECT 1 FROM done WHERE k = ?", (idempotency_key,)).fetchone():
        return "already done"
    conn.execute(query)
    conn.commit()
    return "done"


@mcp.tool()
def write_file(path: str, content: str) -> str:
    """Write a file."""
    with open(path, "w") as fh:
        fh.write(content)
    return "written"
