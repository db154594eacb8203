# A synchronous SDK no library row names, judged by its call shape
# (checks/facts/syncsdk): a service-client class of a third-party package,
# its method called without await in async code.
import asyncio

from mcp.server.fastmcp import FastMCP
from alibabacloud_adb20211201.client import Client as AdbClient
from acme_billing import BillingAPI
from acme_chat import ChatClient, AsyncStreamClient
from acme_vault.sessions import VaultSession
from fastapi import FastAPI

mcp = FastMCP("sdk")
billing = BillingAPI(token="t")
app = FastAPI()


def make_client(region):
    return AdbClient(region)


def count_invoices(customer):
    return len(billing.list_invoices(customer))


@mcp.tool()
async def describe_clusters(region: str) -> str:
    client = make_client(region)
    return client.describe_dbclusters(region)  # want: RC201


def list_accounts(client: AdbClient, region):
    return client.describe_accounts(region)


@mcp.tool()
async def accounts(region: str) -> str:
    return list_accounts(make_client(region), region)  # want: RC201


@mcp.tool()
async def invoices(customer: str) -> int:
    first = billing.list_invoices(customer)  # want: RC201
    return len(first) + count_invoices(customer)  # want: RC201


@mcp.tool()
async def secrets(path: str) -> str:
    session = VaultSession("https://vault")
    return session.read_secret(path)  # want: RC201


@mcp.tool()
async def chat(prompt: str) -> str:
    # clean twin: a class whose methods the file awaits is an async SDK
    chat = ChatClient()
    return await chat.complete(prompt)


@mcp.tool()
async def chat_again(prompt: str) -> str:
    chat = ChatClient()
    reply = chat.complete(prompt)  # an awaitable: the file awaits ChatClient's methods elsewhere
    return await reply


@mcp.tool()
async def stream(prompt: str) -> str:
    # clean twins: an Async* class, a thread, a method that makes no request,
    # a pure library (a web framework)
    s = AsyncStreamClient()
    s.start(prompt)
    client = AdbClient("cn-hangzhou")
    await asyncio.to_thread(client.describe_dbclusters, "cn-hangzhou")
    client.close()
    app.include_router(None)
    return "ok"
