# Tools registered by data flow (handlers.Kind, flow.go): a list of the
# file's functions iterated into a wrapper that calls add_tool. What they
# return reaches the client as the tool's result.
import pymongo
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("docs")
client = pymongo.MongoClient("mongodb://db", timeoutMS=5000)


def count_docs(collection: str) -> dict:
    try:
        return {"count": client.db[collection].count_documents({})}
    except pymongo.errors.PyMongoError as err:
        return {"error": str(err)}  # want: RC402


# Look-alike: the same return in a function no registration reaches.
def count_archived(collection: str) -> dict:
    try:
        return {"count": client.db[collection].count_documents({"archived": True})}
    except pymongo.errors.PyMongoError as err:
        return {"error": str(err)}


TOOLS = [count_docs]
JOBS = [count_archived]


def register(server: FastMCP, fn) -> None:
    server.add_tool(fn, annotations={"readOnlyHint": True})


for fn in TOOLS:
    register(mcp, fn)
for job in JOBS:
    job("docs")
