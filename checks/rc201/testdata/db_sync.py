# Synchronous database drivers (library rows, libmodels/data/sdks.yml and
# python-data.yml): their connect is a network round trip (TCP, TLS, login)
# on the calling thread, and so are the connection's own commands; in an
# async tool each holds the event loop.
import asyncio

import clickhouse_connect
import psycopg2
import pymysql
from neo4j import AsyncGraphDatabase, GraphDatabase

graph = GraphDatabase.driver("bolt://graph:7687", auth=("neo4j", "pw"))
async_graph = AsyncGraphDatabase.driver("bolt://graph:7687", auth=("neo4j", "pw"))
shared = pymysql.connect(host="db", user="app", read_timeout=15)


async def run_sql(sql: str):
    conn = psycopg2.connect("postgresql://db/app", connect_timeout=5)  # want: RC201 fix:unsafe
    with conn.cursor() as cur:
        cur.execute(sql)  # want: RC201
        return cur.fetchall()


async def save():
    shared.commit()  # want: RC201 fix:unsafe


async def count_events():
    ch = clickhouse_connect.get_client(host="ch", send_receive_timeout=15)  # want: RC201 fix:unsafe
    return ch.query("SELECT count() FROM events")  # want: RC201 fix:unsafe


async def neighbours(name: str):
    return graph.execute_query("MATCH (n {name: $name})--(m) RETURN m", name=name)  # want: RC201


# ---- look-alikes: the async driver, a thread, sync code ----

async def neighbours_async(name: str):
    return await async_graph.execute_query("MATCH (n {name: $name})--(m) RETURN m", name=name)


async def run_sql_in_thread(sql: str):
    def work():
        with psycopg2.connect("postgresql://db/app", connect_timeout=5) as conn, conn.cursor() as cur:
            cur.execute(sql)
            return cur.fetchall()
    return await asyncio.to_thread(work)


def save_sync():
    shared.commit()
