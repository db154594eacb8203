# DB-API 2.0 cursors (PEP 249) of synchronous drivers: the cursor's execute,
# executemany and callproc run the statement on the connection's socket on
# the calling thread, so in async code they hold the event loop as the
# driver's connect does. A cursor of an asyncio driver (aiomysql, awaited),
# one used in a worker thread, or of a connection nothing resolves, is not
# reported.
import asyncio

import aiomysql
import psycopg2
import pymysql
from psycopg2.extensions import connection as PgConnection

_conn = None


def get_connection():
    global _conn
    if _conn is None:
        _conn = psycopg2.connect("dbname=app")
    return _conn


async def list_tables():
    conn = get_connection()  # want: RC201
    cur = conn.cursor()
    cur.execute("SELECT table_name FROM information_schema.tables")  # want: RC201
    return cur.fetchall()


async def run_query(sql: str):
    conn = pymysql.connect(host="db", user="u", password="p", connect_timeout=5)  # want: RC201
    with conn.cursor() as cursor:
        cursor.execute(sql)  # want: RC201
        return cursor.fetchall()


async def insert_rows(rows):
    conn = get_connection()  # want: RC201
    conn.cursor().executemany("INSERT INTO t VALUES (%s)", rows)  # want: RC201


async def run_query_offloaded(sql: str):
    def _run():
        conn = get_connection()
        with conn.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall()

    return await asyncio.to_thread(_run)


async def run_query_async(sql: str):
    conn = await aiomysql.connect(host="db", user="u", password="p")
    async with conn.cursor() as cursor:
        await cursor.execute(sql)
        return await cursor.fetchall()


async def run_on_unknown(conn, sql: str):
    cur = conn.cursor()
    cur.execute(sql)
    return cur.fetchall()
