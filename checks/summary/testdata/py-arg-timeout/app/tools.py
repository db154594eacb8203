from mcp.server.fastmcp import FastMCP

from app.runner import deploy, migrate, quick
from app.shell import run_command, wrapped

FETCH_TIMEOUT_MS = 45_000

mcp = FastMCP("shell")


@mcp.tool()
def build(target: str) -> str:
    return run_command(["make", target], 600)  # want: RC201 RC104


@mcp.tool()
def ship(env: str) -> str:
    return deploy(env)  # want: RC201 RC104 diff-only


@mcp.tool()
def status(env: str) -> str:
    return quick(env)  # want: RC201


@mcp.tool()
def lint(target: str) -> str:
    return run_command(["ruff", target], 20)  # want: RC201


@mcp.tool()
def test(target: str, t: int) -> str:
    return run_command(["pytest", target], t)  # want: RC201


@mcp.tool()
def slow(target: str) -> str:
    return wrapped(["sleep", target], timeout=1200)  # want: RC201 RC104


@mcp.tool()
def fetch_ms(target: str) -> str:
    # a value whose name states another unit than the helper's place stays unknown
    return run_command(["fetch", target], FETCH_TIMEOUT_MS)  # want: RC201


@mcp.tool()
def upgrade(env: str) -> str:
    return migrate(env)  # want: RC201 RC104 diff-only


@mcp.tool()
def nap(target: str) -> str:
    # wrapped() hands its parameter on to run_command(): judged by what this call passes
    return wrapped(["sleep", target], 1500)  # want: RC201 RC104
