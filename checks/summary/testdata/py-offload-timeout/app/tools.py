import asyncio

from mcp.server.fastmcp import FastMCP

from app.blocking import (
    manage_host,
    manage_quick,
    ssh_background,
    ssh_bounded,
    ssh_executor,
    ssh_lambda,
    ssh_param,
    ssh_quick,
    ssh_uptime,
)

mcp = FastMCP("hosts")


@mcp.tool()
async def uptime(host: str) -> str:
    return await asyncio.to_thread(ssh_uptime, host)  # want: RC104 diff-only


@mcp.tool()
async def quick(host: str) -> str:
    return await asyncio.to_thread(ssh_quick, host)


@mcp.tool()
async def bounded(host: str) -> str:
    # the tool waits 10 s at most: the thread's 90 s is not the call's
    return await asyncio.wait_for(asyncio.to_thread(ssh_bounded, host), timeout=10)


@mcp.tool()
async def background(host: str) -> str:
    asyncio.create_task(asyncio.to_thread(ssh_background, host))
    return "started"


@mcp.tool()
async def executor(host: str) -> str:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, ssh_executor, host)  # want: RC104 diff-only


@mcp.tool()
async def with_timeout(host: str, timeout: float = 120) -> str:
    # the parameter's value is unknown in ssh_param: nothing judged there
    return await asyncio.to_thread(ssh_param, host, 20)


@mcp.tool()
async def lambda_offload(host: str) -> str:
    # the lambda's call is the tool's own (as before the offloads were read)
    return await asyncio.to_thread(lambda: ssh_lambda(host))  # want: RC104 diff-only


@mcp.tool()
def manage(host: str, action: str) -> str:
    return manage_host(host, action)  # want: RC104 diff-only


@mcp.tool()
def manage_fast(host: str, action: str) -> str:
    return manage_quick(host, action)
