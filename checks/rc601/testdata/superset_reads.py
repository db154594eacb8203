# Apache Superset's SQL formatting, cost estimate and connection test are
# POSTs that store nothing (libmodels/data/http-apis.yml, superset-rest-api),
# sent through a helper that takes the method and path from its caller. A
# chart create makes a new chart on every call.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("superset")
client = httpx.AsyncClient(base_url="http://superset:8088", timeout=10)


async def make_api_request(method: str, endpoint: str, data: dict = None) -> dict:
    if method.lower() == "get":
        r = await client.get(endpoint)
    elif method.lower() == "post":
        r = await client.post(endpoint, json=data)
    else:
        r = await client.delete(endpoint)
    return r.json()


# ---- positives ----


@mcp.tool()
async def superset_chart_create(slice_name: str, datasource_id: int) -> dict:  # want: RC601
    return await make_api_request("post", "/api/v1/chart/", data={"slice_name": slice_name, "datasource_id": datasource_id})


# ---- negatives ----


@mcp.tool()
async def superset_database_test_connection(database_data: dict) -> dict:
    return await make_api_request("post", "/api/v1/database/test_connection", data=database_data)


@mcp.tool()
async def superset_sqllab_format_sql(sql: str) -> dict:
    return await make_api_request("post", "/api/v1/sqllab/format_sql", data={"sql": sql})
