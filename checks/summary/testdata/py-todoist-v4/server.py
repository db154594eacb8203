# todoist-api-python 3.x and later (requirements.txt allows >=3.1,<4) bound
# each request themselves: no call is judged (the construction keeps the
# notice that the default is unknown to the rows).
import os

from mcp.server.fastmcp import FastMCP
from todoist_api_python.api import TodoistAPI

mcp = FastMCP("todoist")
api = TodoistAPI(os.environ["TODOIST_API_TOKEN"])  # want: RC101 low


@mcp.tool()
def list_projects() -> list:
    return [p.name for p in api.get_projects()]  # want: RC201


@mcp.tool()
def add_task(content: str) -> str:  # want: RC601
    return api.add_task(content=content).id  # want: RC201
