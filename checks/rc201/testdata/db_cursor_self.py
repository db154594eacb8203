# A DB-API cursor a class keeps in self for the object's life
# (dbcursor.selfCursor): `self._cursor = self.conn.cursor()` in __init__ on
# a sqlite3 connection runs every statement on the calling thread, as a
# local cursor does (PEP 249). Blind-set shape: ramp-public/ramp-mcp
# src/ramp_mcp/memory_db.py (MemoryDatabase over an in-memory sqlite3
# database, queried from async tools).
import sqlite3


class MemoryDatabase:
    def __init__(self):
        self.conn = sqlite3.connect(":memory:")
        self._cursor = self.conn.cursor()

    async def execute_query(self, query: str) -> list:
        self._cursor.execute(query)  # want: RC201
        return self._cursor.fetchall()


class InjectedCursor:
    def __init__(self, cursor):
        self._cursor = cursor  # handed in: which connection is not known

    async def execute_query(self, query: str) -> list:
        self._cursor.execute(query)
        return self._cursor.fetchall()


class TwoSources:
    def __init__(self, path: str, other):
        self.conn = sqlite3.connect(path)
        self._cursor = self.conn.cursor()

    def reset(self, other) -> None:
        self._cursor = other.cursor()  # a second connection: the cursor's source is unknown

    async def execute_query(self, query: str) -> list:
        self._cursor.execute(query)
        return self._cursor.fetchall()
