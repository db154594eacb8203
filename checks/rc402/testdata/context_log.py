# The log methods of a FastMCP Context (ctx.error/warning/info/debug/log)
# send their message to the client as an MCP log notification (package
# checks/facts/pyctxlog): a caught error's raw text sent there leaks as in
# the tool result. A receiver not annotated with that Context is none, and
# neither is a call never awaited (its coroutine never runs).
import logging
import subprocess

import click
from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("docker")
log = logging.getLogger(__name__)


@mcp.tool()
async def ps(ctx: Context) -> str:
    try:
        out = subprocess.run(["docker", "ps"], capture_output=True, check=True, timeout=30)
        return out.stdout.decode()
    except subprocess.CalledProcessError as e:
        await ctx.error(f"docker failed: {e}")  # want: RC402
        return "docker failed"


@mcp.tool()
async def images(all_images: bool, ctx: Context | None = None) -> str:
    try:
        out = subprocess.run(["docker", "images"], capture_output=True, check=True, timeout=30)
        return out.stdout.decode()
    except subprocess.CalledProcessError as e:
        if ctx:
            await ctx.log("warning", f"docker images failed: {str(e)}")  # want: RC402
        return "docker images failed"


# ---- clean twins ----


@mcp.tool()
async def ps_quiet(ctx: Context) -> str:
    try:
        out = subprocess.run(["docker", "ps"], capture_output=True, check=True, timeout=30)
        await ctx.info("docker ps done")
        return out.stdout.decode()
    except subprocess.CalledProcessError:
        log.exception("docker failed")  # logged on the server, not sent
        await ctx.error("docker failed; see the server log")
        return "docker failed"


@click.command()
@click.pass_context
def cli(ctx: click.Context) -> None:
    try:
        subprocess.run(["docker", "ps"], check=True, timeout=30)
    except subprocess.CalledProcessError as e:
        ctx.fail(f"docker failed: {e}")  # a click context: the operator's terminal


def untyped(ctx, name: str) -> None:
    try:
        subprocess.run(["docker", "rm", name], check=True, timeout=30)
    except subprocess.CalledProcessError as e:
        ctx.error(f"docker rm failed: {e}")  # not known to be a FastMCP Context


@mcp.tool()
async def rm(name: str, ctx: Context) -> str:
    try:
        subprocess.run(["docker", "rm", name], check=True, timeout=30)
        return "removed"
    except subprocess.CalledProcessError as e:
        ctx.error(f"docker rm failed: {e}")  # never awaited: the coroutine never runs, nothing is sent
        return "docker rm failed"
