import sqlite3


class Api:
    def get(self, uid):
        conn = sqlite3.connect("app.db")
        return conn.execute("SELECT * FROM users WHERE id = ?", (uid,)).fetchone()
