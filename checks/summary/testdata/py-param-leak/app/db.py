import sqlite3


def get_user(uid):
    conn = sqlite3.connect("app.db")
    return conn.execute("SELECT * FROM users WHERE id = ?", (uid,)).fetchone()
