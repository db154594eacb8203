import asyncio

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("athena")


# A counted poll that also tests the state stops after max passes at the latest.
@mcp.tool()
async def wait_query(query_id: str) -> str:
    state = "RUNNING"
    retries = 0
    while (state == "RUNNING" or state == "QUEUED") and retries < 60:  # want: RC104
        state = await client.status(query_id)
        await asyncio.sleep(2)
        retries += 1
    return state


# Clean twin: a short count.
@mcp.tool()
async def peek_query(query_id: str) -> str:
    state = "RUNNING"
    retries = 0
    while state == "RUNNING" and retries < 3:
        state = await client.status(query_id)
        await asyncio.sleep(1 + retries)
        retries += 1
    return state


# Clean twin: a disjunction bounds nothing.
@mcp.tool()
async def drain(query_id: str) -> str:
    state = "RUNNING"
    retries = 0
    while state == "RUNNING" or retries < 60:
        state = await client.status(query_id)
        await asyncio.sleep(2)
        retries += 1
    return state
