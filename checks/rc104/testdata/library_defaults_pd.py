# python-pagerduty waits 60 s per request by default (libmodels/data/saas.yml).
import pagerduty
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pd")


@mcp.tool()
def incidents() -> list:
    client = pagerduty.RestApiV2Client("key")  # want: RC104
    return client.list_all("incidents")
