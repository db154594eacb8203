# The try block calls go through the project's own modules (a connection
# helper, a client wrapper), so the calls alone do not say where a failure
# comes from; the except clause does, when it names a driver's or a client
# library's exception type. Real servers wrap a cache or database driver this
# way and hand the caught driver text back to the model.
import requests
from memcache_store.errors import StoreMiss
from pymongo.errors import PyMongoError
from redis.exceptions import RedisError

from myproject.connections import cache_handle, docs_handle, fetch_profile
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("except-types")


class QuotaError(Exception):
    """Raised by the project with a message written for the caller."""


# ---- positives ----

@mcp.tool()
async def put_value(key: str, value: str) -> str:
    try:
        handle = cache_handle()
        handle.set(key, value)
        return "stored"
    except RedisError as e:
        return f"could not store {key}: {str(e)}"  # want: RC402


@mcp.tool()
async def count_docs(collection: str) -> dict:
    try:
        return {"count": docs_handle().count(collection)}
    except (ValueError, PyMongoError) as err:
        return {"error": str(err)}  # want: RC402


@mcp.tool()
def profile(user: str) -> str:
    try:
        return fetch_profile(user)
    except requests.RequestException as exc:
        return "profile service failed: %s" % exc  # want: RC402


# ---- negatives ----

@mcp.tool()
async def get_value(key: str) -> str:
    # a project exception type: its origin cannot be seen, so no finding
    try:
        return cache_handle().get(key)
    except QuotaError as e:
        return str(e)


@mcp.tool()
async def peek(key: str) -> str:
    # a builtin exception type says nothing about where it came from
    try:
        return cache_handle().get(key)
    except KeyError as e:
        return f"missing: {e}"


@mcp.tool()
async def touch(key: str) -> str:
    # the driver's error is logged, and the client gets a fixed message
    try:
        cache_handle().touch(key)
        return "ok"
    except RedisError:
        return "the cache is unavailable; try again later"


@mcp.tool()
async def lookup(key: str) -> str:
    # an error class of a third-party package (memcache_store is no module
    # of this repository): its text is the client's, an SDK error (issue 18)
    try:
        return cache_handle().get(key)
    except StoreMiss as e:
        return f"no value: {e}"  # want: RC402


@mcp.tool()
async def load_doc(doc_id: str) -> str:
    # a new exception built from the driver's error text: FastMCP sends its
    # text to the client as the tool error
    try:
        return str(docs_handle().find_one({"_id": doc_id}))
    except PyMongoError as e:
        raise RuntimeError(f"lookup failed: {e}")  # want: RC402


@mcp.tool()
async def load_doc_quiet(doc_id: str) -> str:
    # the raise is inside the try body whose clause answers a fixed text
    try:
        try:
            return str(docs_handle().find_one({"_id": doc_id}))
        except PyMongoError as e:
            raise RuntimeError(f"lookup failed: {e}")
    except RuntimeError:
        return "lookup failed"


def helper(doc_id: str) -> str:
    # not a tool: re-raising with the text is left to the caller
    try:
        return str(docs_handle().find_one({"_id": doc_id}))
    except PyMongoError as e:
        raise RuntimeError(f"lookup failed: {e}")
