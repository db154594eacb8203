# Handlers registered through the MCP SDKs' registration rows
# (checks/libmodels/data/mcp.yml): FastMCP 2's bare decorators and its
# resource templates, and the official SDK's low-level Server.
import pymongo
from fastmcp import FastMCP
from mcp.server.lowlevel import Server

mcp = FastMCP("docs")
server = Server("docs")
client = pymongo.MongoClient("mongodb://db", timeoutMS=5000)


@mcp.tool
def count_docs(collection: str) -> dict:
    try:
        return {"count": client.db[collection].count_documents({})}
    except pymongo.errors.PyMongoError as err:
        return {"error": str(err)}  # want: RC402


@mcp.resource_template("docs://{name}")
def read_doc(name: str) -> str:
    try:
        return client.db.docs.find_one({"name": name})["body"]
    except pymongo.errors.PyMongoError as err:
        return f"lookup failed: {err}"  # want: RC402


@server.call_tool()
async def call(name: str, arguments: dict) -> list:
    try:
        return [client.db[name].find_one(arguments)]
    except pymongo.errors.PyMongoError as err:
        return [f"query failed: {err}"]  # want: RC402


# Look-alike: a task queue's decorator is no MCP registration.
class Queue:
    def task(self, fn):
        return fn


queue = Queue()


@queue.task
def reindex(collection: str) -> dict:
    try:
        return {"count": client.db[collection].count_documents({})}
    except pymongo.errors.PyMongoError as err:
        return {"error": str(err)}
