import sqlite3


def get_user(uid):
    conn = sqlite3.connect("app.db")
    return conn.execute("SELECT * FROM users WHERE id = ?", (uid,)).fetchone()


def safe_user(uid):
    # The helper handles the driver's errors: what it raises is its own.
    try:
        return get_user(uid)
    except sqlite3.Error:
        raise LookupError("no such user")


def user_or_raise(uid):
    try:
        return get_user(uid)
    except sqlite3.Error:
        raise


def parse(uid):
    return int(uid)


class ToolError(Exception):
    pass


def user_wrapped(uid):
    try:
        return get_user(uid)
    except sqlite3.Error as e:
        raise ToolError(f"lookup failed: {e}")  # want: RC402


def user_chained(uid):
    try:
        return get_user(uid)
    except sqlite3.Error as e:
        raise ToolError("lookup failed") from e
