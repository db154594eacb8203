# Class of real code: an except clause that names only an exception class
# of the project's own package, whatever its name (OversizeDownload, raised
# by the project with a fixed size text), imported at the top or inside the
# tool: its message is the project's own text, as for a ...Error class.
import httpx
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from myproject.client import DownloadTooLarge, fetch_file

mcp = FastMCP("own-exception")
http = httpx.AsyncClient(timeout=10)


@mcp.tool()
async def read_file(path: str) -> str:
    try:
        return await fetch_file(http, path)
    except DownloadTooLarge as e:
        raise ToolError(f"{path!r} was not downloaded: {e}") from e


@mcp.tool()
async def read_big_file(path: str) -> str:
    from myproject.client import OversizeDownload  # noqa: PLC0415

    try:
        r = await http.get(f"https://files.example/{path}")
        r.raise_for_status()
        return r.text
    except OversizeDownload as e:
        raise ToolError(f"{path!r} was not downloaded: {e}") from e


# ---- true look-alike: a third-party class without an Error suffix ----


@mcp.tool()
async def read_remote(path: str) -> str:
    try:
        r = await http.get(f"https://files.example/{path}")
        r.raise_for_status()
        return r.text
    except httpx.HTTPStatusError as e:
        raise ToolError(f"{path!r} was not downloaded: {e}") from e  # want: RC402
