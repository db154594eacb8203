import asyncio

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hr")


class Odoo:
    def __init__(self) -> None:
        self.http = httpx.AsyncClient(timeout=10)

    async def search_read(self, model: str, domain: list) -> list:
        r = await self.http.post("/web/dataset/search_read", json={"model": model, "domain": domain})
        return r.json()


odoo = Odoo()


@mcp.tool()
async def find_employee(email: str) -> dict:
    # Two coroutines bound to names first, then gathered: one failing
    # lookup raises out of the gather and drops the other's answer.
    task_email = odoo.search_read(model="hr.employee", domain=[["work_email", "=", email]])
    task_user = odoo.search_read(model="res.users", domain=[["login", "=", email]])
    by_email, by_login = await asyncio.gather(task_email, task_user)  # want: RC602
    return {"employee": by_email, "user": by_login}


@mcp.tool()
async def find_employee_tasks(email: str) -> dict:
    t1 = asyncio.create_task(odoo.search_read(model="hr.employee", domain=[]))
    t2 = asyncio.create_task(odoo.search_read(model="res.partner", domain=[]))
    a, b = await asyncio.gather(t1, t2)  # want: RC602
    return {"a": a, "b": b}


@mcp.tool()
async def find_employee_settled(email: str) -> dict:
    # Clean look-alike: return_exceptions=True keeps the other answer.
    task_email = odoo.search_read(model="hr.employee", domain=[])
    task_user = odoo.search_read(model="res.users", domain=[])
    by_email, by_login = await asyncio.gather(task_email, task_user, return_exceptions=True)
    return {"employee": str(by_email), "user": str(by_login)}


@mcp.tool()
async def employee_pages(email: str) -> dict:
    # Clean look-alike: one model asked twice (two pages of one listing).
    first = odoo.search_read(model="hr.employee", domain=[["id", "<", 100]])
    second = odoo.search_read(model="hr.employee", domain=[["id", ">=", 100]])
    a, b = await asyncio.gather(first, second)
    return {"rows": a + b}


@mcp.tool()
async def from_params(a, b) -> list:
    # Clean look-alike: awaitables handed in by the caller, not calls made here.
    return list(await asyncio.gather(a, b))
