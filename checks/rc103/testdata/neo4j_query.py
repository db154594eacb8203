# neo4j's Python driver: a query runs with the server's db.transaction.timeout
# (0, none, by default) unless it is a neo4j.Query with a timeout. The driver
# is often a parameter annotated with its type, or stored by __init__.
from typing import Optional

from neo4j import AsyncDriver, AsyncGraphDatabase, GraphDatabase, Query


def create_server(neo4j_driver: AsyncDriver, read_timeout: int = 30):
    async def read(query: str):
        bounded = Query(query, timeout=float(read_timeout))
        return await neo4j_driver.execute_query(bounded, database_="neo4j")

    async def write(query: str):
        return await neo4j_driver.execute_query(query, database_="neo4j")  # want: RC103

    async def schema():
        text = "CALL db.schema.visualization()"
        return await neo4j_driver.execute_query(query_=text)  # want: RC103

    return read, write, schema


class Memory:
    def __init__(self, driver: Optional[AsyncDriver]):
        self.driver = driver

    async def load(self, name: str):
        q = "MATCH (e:Entity {name: $name}) RETURN e"
        return await self.driver.execute_query(q, {"name": name})  # want: RC103

    async def load_bounded(self, name: str):
        q = Query("MATCH (e:Entity {name: $name}) RETURN e", timeout=10)
        return await self.driver.execute_query(q, {"name": name})


def sync_driver(uri: str, q):
    driver = GraphDatabase.driver(uri, auth=("neo4j", "pw"))
    driver.execute_query("MATCH (n) RETURN count(n)")  # want: RC103
    driver.execute_query(Query("MATCH (n) RETURN count(n)", timeout=5))
    driver.execute_query(q)  # a query of unknown type: not judged
    return AsyncGraphDatabase.driver(uri)  # the constructor itself is not judged: its connect bound has a finite default
