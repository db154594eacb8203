# Tools registered where this file does not show (a list of functions that
# another module gives to mcp.add_tool in a loop): a function taking
# FastMCP's Context is called by the SDK, and what it returns reaches the
# client (Couchbase's MCP server).
import click
import pymongo
from fastmcp import Context

client = pymongo.MongoClient("mongodb://db", timeoutMS=5000)


def count_docs(ctx: Context, collection: str) -> dict:
    try:
        return {"count": client.db[collection].count_documents({})}
    except pymongo.errors.PyMongoError as err:
        return {"error": str(err)}  # want: RC402


# Look-alike: click's Context is a command line, not a tool call.
def count_cli(ctx: click.Context, collection: str) -> dict:
    try:
        return {"count": client.db[collection].count_documents({})}
    except pymongo.errors.PyMongoError as err:
        return {"error": str(err)}
