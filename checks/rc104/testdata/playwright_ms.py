# Playwright's Python API takes every timeout in milliseconds
# (https://playwright.dev/python/docs/api/class-page#page-goto); Patchright is
# a drop-in fork. Read in seconds, `wait_for_selector(sel, timeout=10000)`
# (10 s) was 10,000 s over the budget: batch 9's linkedin-mcp-server
# extractor, awslabs' agentcore browser tools. So is a value whose name
# states milliseconds (NAV_TIMEOUT_MS), and a project helper that hands its
# `timeout` on to a Playwright call.
import asyncio

from mcp.server.fastmcp import FastMCP
from playwright.async_api import Page

mcp = FastMCP("browser")

NAV_TIMEOUT_MS = 20000
SLOW_NAV_MS = 90000
page: Page = None


async def _dialog_is_open(*, timeout: int = 1000) -> bool:
    try:
        await page.locator("[role=dialog]").first.wait_for(state="visible", timeout=timeout)
        return True
    except Exception:
        return False


@mcp.tool()
async def open_page(url: str) -> str:
    await page.goto(url, timeout=NAV_TIMEOUT_MS)
    await page.wait_for_selector("main", timeout=10000)
    if await page.locator("button").is_visible(timeout=1000):
        await page.locator("button").click(timeout=5000)
    if await _dialog_is_open(timeout=5000):
        return "dialog"
    return await page.title()


@mcp.tool()
async def open_slow(url: str) -> str:
    await page.goto(url, timeout=SLOW_NAV_MS)  # want: RC104
    await page.wait_for_load_state("networkidle", timeout=60000)  # want: RC104
    return await page.title()


# asyncio.wait_for is asyncio's, in seconds, also in a Playwright file.
@mcp.tool()
async def open_bounded(url: str) -> str:
    await asyncio.wait_for(page.goto(url), timeout=60)  # want: RC104
    return await page.title()
