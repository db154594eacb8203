# An ASGI application's lifespan (FastAPI, Starlette): the code before its
# yield runs once, before the server accepts a request (Twilio-mcp-server's
# webhook app creating its SQLite schema), so a blocking call there delays
# the start and starves nothing. An MCP server's lifespan is entered per
# session while other sessions are served, and a request handler is not
# start-up: both are still reported.
import sqlite3
from contextlib import asynccontextmanager

import requests
from fastapi import FastAPI
from mcp.server.fastmcp import FastMCP


def init_db():
    with sqlite3.connect("inbox.db") as conn:
        conn.executescript("CREATE TABLE IF NOT EXISTS inbox (sid TEXT PRIMARY KEY, body TEXT)")


@asynccontextmanager
async def _lifespan(_: FastAPI):
    init_db()
    conn = sqlite3.connect("inbox.db")
    yield
    conn.close()


app = FastAPI(lifespan=_lifespan)


@app.get("/readyz")
async def ready():
    init_db()  # want: RC201
    return {"status": "ready"}


@asynccontextmanager
async def _session_lifespan(server):
    config = requests.get("http://config/settings", timeout=5).json()  # want: RC201
    yield {"config": config}


mcp = FastMCP("inbox", lifespan=_session_lifespan)
