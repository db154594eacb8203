# A database class whose connection a method builds and caches
# (mcp-server-duckdb's DuckDBDatabase): its sync methods block the thread.
import duckdb


class Database:
    def __init__(self, path):
        self.path = path
        self._connection = None

    def connect(self):
        if self._connection is None:
            self._connection = duckdb.connect(self.path)
        return self._connection

    def execute_query(self, q):
        connection = self.connect()
        return connection.execute(q).fetchall()

    def describe(self):
        return {"path": self.path}


async def main(path):
    db = Database(path)

    async def handle(q):
        return db.execute_query(q)  # want: RC201

    async def info():
        return db.describe()

    return handle, info
