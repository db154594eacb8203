import os

import psycopg2

# The statement timeout is set for every session on connect, so only the
# missing connect timeout is reported.
SESSION_SETUP = "SET statement_timeout = 15000"


def connect():
    conn = psycopg2.connect(os.environ["DATABASE_URL"])  # want: RC103
    with conn.cursor() as cur:
        cur.execute(SESSION_SETUP)
    return conn


def connect_bounded():
    conn = psycopg2.connect(os.environ["DATABASE_URL"], connect_timeout=5)
    with conn.cursor() as cur:
        cur.execute(SESSION_SETUP)
    return conn
