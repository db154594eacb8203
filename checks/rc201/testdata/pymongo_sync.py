# PyMongo's MongoClient is synchronous: its database and collection
# operations block the event loop of an async tool.
from mcp.server.fastmcp import FastMCP
from pymongo import MongoClient

mcp = FastMCP("mongo")


@mcp.tool()
async def list_databases(uri: str) -> list:
    client = MongoClient(uri, timeoutMS=10000)
    return client.list_database_names()  # want: RC201


@mcp.tool()
async def ping(uri: str) -> dict:
    client = MongoClient(uri, timeoutMS=10000)
    return client.admin.command("ping")  # want: RC201


def sync_count(uri: str) -> list:
    # a synchronous function: no event loop to hold
    client = MongoClient(uri, timeoutMS=10000)
    return client.list_database_names()
