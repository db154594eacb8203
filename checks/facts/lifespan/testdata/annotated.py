# The lifespan yields a dataclass whose field is built where the file cannot
# see (a factory of another module), and the dataclass annotates the field
# with the client's class, as the FastMCP Lifespan docs write it: the
# annotation types the entry (todoist-mcp-server's TodoistContext). The sync
# tool's SDK call blocks mcp 1.x's event loop, as with a client built in place.
from contextlib import asynccontextmanager
from dataclasses import dataclass

from mcp.server.fastmcp import Context, FastMCP
from todoist_api_python.api import TodoistAPI

from .api import get_api_client, get_settings


@dataclass
class TodoistContext:
    todoist_client: TodoistAPI
    settings: dict


@asynccontextmanager
async def app_lifespan(server: FastMCP):
    client = get_api_client()
    yield TodoistContext(todoist_client=client, settings=get_settings())


mcp = FastMCP("todoist", lifespan=app_lifespan)


@mcp.tool()
def add_task(ctx: Context, content: str) -> str:
    todoist_client = ctx.request_context.lifespan_context.todoist_client
    try:
        task = todoist_client.add_task(content=content)  # want: RC201
        return task.id
    except Exception as error:
        return f"Error creating task: {str(error)}"  # want: RC402


# ---- clean look-alike: an entry annotated with a plain type ----


@mcp.tool()
def show_setting(ctx: Context, key: str) -> str:
    settings = ctx.request_context.lifespan_context.settings
    try:
        return str(settings.pop(key))
    except Exception as error:
        return f"Error reading setting: {str(error)}"
