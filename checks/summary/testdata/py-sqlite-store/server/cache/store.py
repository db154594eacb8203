# A metadata cache on the standard library's sqlite3 (zoom-mcp-server's
# CacheStore): the connection is opened on first use behind a property, and
# every method runs its statement on the calling thread.
import sqlite3
from pathlib import Path
from typing import Optional


def _open(db_path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db_path, timeout=10.0)
    conn.execute("PRAGMA busy_timeout=10000;")
    return conn


class CacheStore:
    def __init__(self, db_path: Path):
        self.db_path = Path(db_path)
        self._conn: Optional[sqlite3.Connection] = None

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = _open(self.db_path)
        return self._conn

    def get_channel_by_name(self, name):
        row = self.conn.execute("SELECT * FROM channels WHERE name = ? LIMIT 1", (name,)).fetchone()
        return dict(row) if row else None

    def freshness(self, start, end):
        with sqlite3.connect(self.db_path) as conn:
            return conn.execute("SELECT MAX(last_synced) FROM conversations WHERE created_at >= ? AND created_at <= ?",
                                (start, end)).fetchone()

    def describe(self):
        return {"path": str(self.db_path)}
