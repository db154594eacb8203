# The synchronous Elasticsearch and OpenSearch Python clients (library rows
# elasticsearch.Elasticsearch, opensearchpy.OpenSearch: blocks, nested) called
# without await in async code, also through a namespaced sub-client; their
# asyncio twins (separate rows) are awaited and clean.
from elasticsearch import AsyncElasticsearch, Elasticsearch
from opensearchpy import AsyncOpenSearch, OpenSearch
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("search")
es = Elasticsearch("http://es:9200", request_timeout=10)
aes = AsyncElasticsearch("http://es:9200", request_timeout=10)
os_client = OpenSearch(hosts=["http://os:9200"], timeout=10)
aos = AsyncOpenSearch(hosts=["http://os:9200"], timeout=10)


@mcp.tool()
async def search(index: str, q: dict) -> dict:
    return es.search(index=index, body=q)  # want: RC201


@mcp.tool()
async def exists(index: str) -> bool:
    return os_client.indices.exists(index=index)  # want: RC201


@mcp.tool()
async def search_async(index: str, q: dict) -> dict:
    # clean twin: the asyncio client, awaited
    return await aes.search(index=index, body=q)


@mcp.tool()
async def exists_async(index: str) -> bool:
    # clean twin: the asyncio OpenSearch client, awaited
    return await aos.indices.exists(index=index)


def search_sync(index: str, q: dict) -> dict:
    # clean twin: the sync client in sync code
    return es.search(index=index, body=q)


# options() returns a reconfigured client without a request of its own; the
# search made on what it returns is one.
async def search_with_options(index: str, q: dict) -> dict:
    return es.options(request_timeout=5).search(index=index, body=q)  # want: RC201
