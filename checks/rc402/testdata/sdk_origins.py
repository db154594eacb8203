# Errors of libraries known from generically matched rows
# (libmodels/data/sdks.yml) have the row's origin: a ClickHouse or Neo4j
# driver error carries SQL/Cypher and server addresses.
import clickhouse_connect
from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from neo4j import GraphDatabase
from neo4j.exceptions import Neo4jError

mcp = FastMCP("analytics")
client = clickhouse_connect.get_client(host="ch", send_receive_timeout=30)
graph = GraphDatabase.driver("bolt://graph", auth=("u", "p"))


@mcp.tool
def run_query(sql: str) -> dict:
    try:
        return {"rows": client.query(sql).result_rows}
    except Exception as err:
        raise ToolError(f"Query execution failed: {str(err)}")  # want: RC402


@mcp.tool
def neighbours(name: str) -> list:
    try:
        return graph.execute_query("MATCH (n {name: $name})--(m) RETURN m", name=name).records
    except Neo4jError as e:
        raise ToolError(f"Neo4j error: {e}")  # want: RC402


# Look-alike: the error is logged and the caller gets a fixed text.
@mcp.tool
def count_rows(table: str) -> int:
    try:
        return client.command(f"SELECT count() FROM {table}")
    except Exception as err:
        print(f"count failed: {err}")
        raise ToolError("count failed; see the server log")
