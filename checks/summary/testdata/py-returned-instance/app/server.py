from typing import Union

from mcp.server.fastmcp import FastMCP

from .driver import Driver, QuietDriver

mcp = FastMCP("sql")


async def get_driver() -> Union[Driver, QuietDriver]:
    return Driver("postgresql://localhost/app")


def get_quiet_driver():
    driver = QuietDriver("postgresql://localhost/app")
    return driver


@mcp.tool()
async def run_sql(sql: str) -> str:
    try:
        driver = await get_driver()
        return str(await driver.run(sql))
    except Exception as e:
        return f"Error: {e}"  # want: RC402


@mcp.tool()
async def run_sql_quiet(sql: str) -> str:
    try:
        driver = get_quiet_driver()
        return str(await driver.run(sql))
    except Exception as e:
        return f"Error: {e}"
