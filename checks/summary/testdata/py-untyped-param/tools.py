from mcp.server.fastmcp import FastMCP

from common import get_client, get_reader
from impl import create_build_impl, inline_impl, mixed_impl, record_run_outer

mcp = FastMCP("spira")


@mcp.tool()
def create_build(name: str) -> dict:  # want: RC601
    spira_client = get_client()
    return create_build_impl(spira_client, name)  # want: RC201


@mcp.tool()
def record_test_run(name: str) -> dict:  # want: RC601
    client = get_client()
    return record_run_outer(client, name=name)  # want: RC201


# Clean twins: the parameter's class is not one class, or not a name.


@mcp.tool()
def create_mixed(name: str) -> dict:
    client = get_client()
    return mixed_impl(client, name)


@mcp.tool()
def get_mixed(name: str) -> dict:
    reader = get_reader()
    return mixed_impl(reader, name)


@mcp.tool()
def create_inline(name: str) -> dict:
    return inline_impl(get_client(), name)

