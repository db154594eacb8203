# A module variable a server builds lazily under `global` (None at module
# level, a client assigned in a start-up or connect function that declares
# it global) holds that client wherever the module reads it: a method of
# it that blocks, called in async code, holds the event loop.
import asyncio

import httpx
import requests
from futu import OpenQuoteContext

quote_ctx = None
session = None
http = None
mixed = None


def init_connection(host: str, port: int):
    global quote_ctx, session
    quote_ctx = OpenQuoteContext(host=host, port=port)
    session = requests.Session()


def close_connection():
    global quote_ctx
    if quote_ctx:
        quote_ctx.close()
    quote_ctx = None


async def get_stock_quote(codes: list[str]):
    ret, data = quote_ctx.get_stock_quote(codes)  # want: RC201
    return data


async def fetch(url: str):
    return session.get(url, timeout=10)  # want: RC201


# Clean: offloaded to a worker thread.
async def fetch_offloaded(url: str):
    return await asyncio.to_thread(session.get, url, timeout=10)


# Clean: this function's `http` is a local of its own (no global
# statement), so the module's http stays None and names no client.
def make_local():
    http = requests.Session()
    return http


async def fetch_module_http(url: str):
    return http.get(url)


# Clean: the module variable is assigned two different clients (a sync
# one and an async one): which one a call reaches is unknown.
def connect_sync():
    global mixed
    mixed = httpx.Client()


def connect_async():
    global mixed
    mixed = httpx.AsyncClient()


async def fetch_mixed(url: str):
    return mixed.get(url)


# Clean: a parameter named like the module variable is the caller's value.
async def fetch_with(session, url: str):
    return session.get(url)
