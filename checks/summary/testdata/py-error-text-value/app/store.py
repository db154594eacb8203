import psycopg


def run_sql(sql):
    with psycopg.connect("dbname=app") as conn:
        return conn.execute(sql).fetchall()
