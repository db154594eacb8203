# Clean look-alikes: PyMongo's AsyncMongoClient and Motor are awaited.
from mcp.server.fastmcp import FastMCP
from motor.motor_asyncio import AsyncIOMotorClient
from pymongo import AsyncMongoClient

mcp = FastMCP("mongo")


@mcp.tool()
async def list_databases(uri: str) -> list:
    client = AsyncMongoClient(uri, timeoutMS=10000)
    return await client.list_database_names()


@mcp.tool()
async def list_databases_motor(uri: str) -> list:
    client = AsyncIOMotorClient(uri, timeoutMS=10000)
    return await client.list_database_names()
