from contextlib import asynccontextmanager
from dataclasses import dataclass

import httpx

from app.base_client import BaseClient


@dataclass
class AppContext:
    crm: BaseClient


@asynccontextmanager
async def lifespan(server):
    async with httpx.AsyncClient(timeout=10) as http:
        yield AppContext(crm=BaseClient(http))
