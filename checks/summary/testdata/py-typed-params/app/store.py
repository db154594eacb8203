import sqlite3


class Store:
    def __init__(self, path: str):
        self.path = path

    def read(self, key: str):
        conn = sqlite3.connect(self.path)
        return conn.execute("SELECT v FROM kv WHERE k = ?", (key,)).fetchone()
