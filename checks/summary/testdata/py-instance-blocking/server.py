from db import Database

db = Database("data.duckdb")


async def query_tool(q):
    return db.execute_query(q)  # want: RC201


async def describe_tool():
    return db.describe()
