from mcp.server.fastmcp import FastMCP

from app.config import Limits, OwnInit, ServerConfig
from app.upstream import Runner, fetch, fetch_fast, fetch_probe, fetch_settings, fetch_short, fetch_slow

mcp = FastMCP("x")
CONFIG = ServerConfig()


@mcp.tool()
def get(path: str) -> str:
    return fetch(CONFIG, path)  # want: RC201 RC104 diff-only


@mcp.tool()
def get_short(path: str) -> str:
    return fetch_short(CONFIG, path)  # want: RC201


@mcp.tool()
def get_settings(path: str) -> str:
    return fetch_settings(path)  # want: RC201 RC104 diff-only


@mcp.tool()
def get_probe(path: str) -> str:
    return fetch_probe(path)  # want: RC201


@mcp.tool()
def get_fast(path: str) -> str:
    return fetch_fast(path)  # want: RC201


@mcp.tool()
def get_slow(path: str) -> str:
    return fetch_slow(path)  # want: RC201 RC104 diff-only


@mcp.tool()
def run(path: str) -> str:
    return Runner(Limits(), OwnInit(5)).run(path)  # want: RC201 RC104 diff-only


@mcp.tool()
def run_own(path: str) -> str:
    return Runner(Limits(), OwnInit(5)).run_own(path)  # want: RC201
