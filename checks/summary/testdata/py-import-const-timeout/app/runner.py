import httpx

from app.config import DEFAULT_TIMEOUT, NAV_TIMEOUT_MS, SHORT_TIMEOUT, SWITCHED_TIMEOUT
from vendorlib import VENDOR_TIMEOUT


async def run(url):
    async with httpx.AsyncClient() as client:
        return await client.get(url, timeout=DEFAULT_TIMEOUT)  # reported where config.py binds it


async def fetch(url):
    async with httpx.AsyncClient() as client:
        return await client.get(url, timeout=SHORT_TIMEOUT)


async def fetch_switched(url):
    async with httpx.AsyncClient() as client:
        return await client.get(url, timeout=SWITCHED_TIMEOUT)


async def fetch_vendor(url):
    # a module outside the repository: unknown
    async with httpx.AsyncClient() as client:
        return await client.get(url, timeout=VENDOR_TIMEOUT)


async def fetch_local(url, DEFAULT_TIMEOUT=5):
    # the parameter shadows the import: judged at the calls, not by the import
    async with httpx.AsyncClient() as client:
        return await client.get(url, timeout=DEFAULT_TIMEOUT)


async def open_page(page, url):
    # milliseconds by its name: 20 s, within the budget
    return await page.goto(url, timeout=NAV_TIMEOUT_MS)
