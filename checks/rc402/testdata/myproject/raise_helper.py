# Class of real code: a shared helper turns the errors a tool catches into
# the client-facing error. Under `isinstance(e, OwnError)` it raises an
# McpError with the message of the project's own exception class (written by
# the project, like an except clause naming only that class); every other
# error is re-raised untouched (a bare re-raise, left to the framework). The
# error path passes through a function that replaces the message: clean.
from httpx import HTTPStatusError
from mcp.server.fastmcp import FastMCP
from mcp.shared.exceptions import McpError
from mcp.types import ErrorData

from myproject.client import ApiEnvelopeError, api

mcp = FastMCP("raise-helper")


def _raise_api_error(e: ApiEnvelopeError | HTTPStatusError):
    if isinstance(e, ApiEnvelopeError):
        raise McpError(ErrorData(code=-32603, message=e.message)) from e
    raise e


@mcp.tool()
async def list_pages(collective: int) -> list:
    try:
        return await api.pages(collective)
    except (ApiEnvelopeError, HTTPStatusError) as e:
        _raise_api_error(e)


# ---- true look-alike: the helper formats every error it is given ----


def _raise_any_error(e: ApiEnvelopeError | HTTPStatusError):
    raise McpError(ErrorData(code=-32603, message=str(e)))  # want: RC402


@mcp.tool()
async def list_tags(collective: int) -> list:
    try:
        return await api.tags(collective)
    except (ApiEnvelopeError, HTTPStatusError) as e:
        _raise_any_error(e)  # reported in the helper's body (line 35)


# ---- true look-alike: the guard names the HTTP client's error ----


def _raise_http_error(e: ApiEnvelopeError | HTTPStatusError):
    if isinstance(e, HTTPStatusError):
        raise McpError(ErrorData(code=-32603, message=str(e))) from e  # want: RC402
    raise e


@mcp.tool()
async def list_trash(collective: int) -> list:
    try:
        return await api.trash(collective)
    except (ApiEnvelopeError, HTTPStatusError) as e:
        _raise_http_error(e)  # want: RC402
