# A connection manager of its own module: a module-level instance whose
# get_connection() returns a snowflake.connector connection, opened on
# first use.
import threading
from typing import Optional

import aiomysql
import snowflake.connector
from snowflake.connector import SnowflakeConnection


class Manager:
    def __init__(self):
        self._connection: Optional[SnowflakeConnection] = None
        self._lock = threading.Lock()

    def _connect(self):
        self._connection = snowflake.connector.connect(user="u", account="a", network_timeout=30)

    def get_connection(self) -> SnowflakeConnection:
        with self._lock:
            if self._connection is None:
                self._connect()
            return self._connection


connection_manager = Manager()


def open_connection():
    return snowflake.connector.connect(user="u", account="a", network_timeout=30)


async def open_async():
    return await aiomysql.connect(host="db", user="u", password="p")
