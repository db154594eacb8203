# Clean look-alike: the file names read_timeout, so the built keywords may carry it.
from mysql.connector import connect


def get_db_config():
    return {"host": "db", "read_timeout": 15}


def run_query(query):
    with connect(**get_db_config()) as conn:
        with conn.cursor() as cursor:
            cursor.execute(query)
            return cursor.fetchall()
