import os

import psycopg
import psycopg2
import psycopg2 as pg2
from psycopg import AsyncConnection
from psycopg2 import connect as pg_connect
from psycopg2.pool import ThreadedConnectionPool
from psycopg_pool import AsyncConnectionPool, ConnectionPool

DSN = os.environ["NOTES_DSN"]


# ---- positives ----

def open_plain():
    return psycopg2.connect(os.environ["NOTES_DSN"])  # want: RC103


def open_keywords():
    return psycopg2.connect(host="db", dbname="notes", user="svc")  # want: RC103


def open_alias():
    return pg2.connect(DSN, connect_timeout=5)  # want: RC103


def open_from_import():
    return pg_connect(DSN, options="-c search_path=notes")  # want: RC103


def open_v3():
    return psycopg.connect("host=db dbname=notes", autocommit=True)  # want: RC103


async def open_async():
    return await AsyncConnection.connect(  # want: RC103
        DSN,
        connect_timeout=5,
    )


def open_timeout_off():
    return psycopg2.connect(DSN, connect_timeout=0, options="-c statement_timeout=15000")  # want: RC103


threaded = ThreadedConnectionPool(1, 10, DSN)  # want: RC103

pooled = ConnectionPool("host=db dbname=notes", kwargs={"autocommit": True})  # want: RC103


# ---- negatives ----

def with_both():
    return psycopg2.connect(DSN, connect_timeout=5, options="-c statement_timeout=15000")


def in_dsn():
    return psycopg.connect("host=db dbname=notes connect_timeout=5 options='-c statement_timeout=15000'")


def timeout_in_variable(limit):
    opts = "-c statement_timeout=%d" % limit
    return psycopg2.connect(DSN, connect_timeout=limit, options=opts)


def options_of_unknown_origin(settings):
    return psycopg2.connect(DSN, connect_timeout=settings.connect, options=settings.options)


def from_kwargs(**params):
    return psycopg2.connect(**params)


def dsn_from_parameter(dsn):
    return psycopg2.connect(dsn)  # want: RC103 (an unseen DSN may carry connect_timeout, not statement_timeout)


class PoolHolder:
    def __init__(self, url):
        self.url = url

    async def open(self, connection_url=None):
        url = connection_url or self.url
        return AsyncConnectionPool(conninfo=url, min_size=1, max_size=5, open=False)  # want: RC103

    async def open_bounded(self, connection_url=None):
        url = connection_url or self.url
        return AsyncConnectionPool(conninfo=url, kwargs={"options": "-c statement_timeout=15000"})


def unrelated_connect(sqlite3, broker):
    sqlite3.connect("notes.db")
    broker.connect(DSN)


def shadowed(pg_connect):
    return pg_connect(DSN)


pool_with_kwargs = ConnectionPool(DSN, kwargs={"connect_timeout": 5, "options": "-c statement_timeout=15000"})
