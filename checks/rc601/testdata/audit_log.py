# Class of real code: a tool whose only write is a row of an audit or log
# table, written as a side effect of the work (a login-flow cleanup logging
# what it did). A retry adds a second log line, no resource anyone sees.
import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("audit")
db = sqlite3.connect("state.db")


def _audit_log(event: str, user_id: str) -> None:
    db.execute("INSERT INTO audit_logs (event, user_id) VALUES (?, ?)", (event, user_id))


@mcp.tool()
def revoke_session(user_id: str) -> str:
    db.execute("DELETE FROM sessions WHERE user_id = ?", (user_id,))
    _audit_log("revoke_session", user_id)
    return "revoked"


@mcp.tool()
def record_call(tool: str) -> str:
    db.execute("INSERT INTO tool_call_log (tool) VALUES (?)", (tool,))
    return "ok"


# ---- true look-alikes: a row that is the resource ----


@mcp.tool()
def add_post(title: str, body: str) -> str:  # want: RC601
    db.execute("INSERT INTO blog (title, body) VALUES (?, ?)", (title, body))
    return "posted"


@mcp.tool()
def add_changelog_entry(text: str) -> str:  # want: RC601
    db.execute("INSERT INTO changelog_entries (text) VALUES (?)", (text,))
    return "added"
