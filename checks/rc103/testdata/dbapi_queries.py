# mysql.connector and PyMySQL: the read timeout defaults to None. A connect
# whose keywords come as **config from a dict the file builds, in a file that
# never names the read timeout keyword, is reported at the query that runs the
# caller's SQL on it (blind row: designcomputer's mysql_mcp_server).
import os

import pymysql
from mysql.connector import connect


def get_db_config():
    config = {
        "host": os.getenv("MYSQL_HOST", "localhost"),
        "user": os.getenv("MYSQL_USER"),
        "connect_timeout": 10,
    }
    return {k: v for k, v in config.items() if v is not None}


def run_query(query):
    config = get_db_config()
    with connect(**config) as conn:
        with conn.cursor() as cursor:
            cursor.execute(query)  # want: RC103
            return cursor.fetchall()


def list_tables():
    config = get_db_config()
    with connect(**config) as conn:
        with conn.cursor() as cursor:
            cursor.execute("SHOW TABLES")  # clean: SQL the file spells out
            return cursor.fetchall()


PARAMS = {"host": "db", "user": "svc"}


def run_pymysql(sql):
    # a module-level dict splatkw reads: the connect is judged on its
    # keywords too (as connects with a function's own dict are)
    conn = pymysql.connect(**PARAMS)  # want: RC103
    cur = conn.cursor()
    cur.execute(sql)  # want: RC103
    return cur.fetchall()


def from_elsewhere(sql, settings):
    conn = pymysql.connect(**settings.db)  # keywords of unknown origin: not judged
    cur = conn.cursor()
    cur.execute(sql)
    return cur.fetchall()
