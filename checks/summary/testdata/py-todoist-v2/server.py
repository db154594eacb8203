# todoist-api-python 2.x (requirements.txt pins 2.1.7) sends every request
# with requests.Session() and no timeout.
import os

from mcp.server.fastmcp import FastMCP
from todoist_api_python.api import TodoistAPI

mcp = FastMCP("todoist")
api = TodoistAPI(os.environ["TODOIST_API_TOKEN"])


@mcp.tool()
def list_projects() -> list:
    return [p.name for p in api.get_projects()]  # want: RC101 RC201


@mcp.tool()
def add_task(content: str) -> str:  # want: RC601
    return api.add_task(content=content).id  # want: RC101 RC201
