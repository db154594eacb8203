import boto3
from opensearchpy import OpenSearch
from mcp.server.fastmcp import FastMCP

from app.store import Store

mcp = FastMCP("getter-client")


class SearchServer:
    """Holds the client a tool reaches through a module-level instance."""

    def __init__(self):
        self.search = None
        self.store = Store()
        self.connect()

    def connect(self):
        self.search = OpenSearch(hosts=["https://search:9200"], timeout=10)


class Buckets:
    """Keeps one S3 client per region; a method of its own hands them out."""

    def __init__(self):
        self.s3_clients = {"us-east-1": boto3.client("s3", region_name="us-east-1")}

    def _client_for(self, region: str):
        return self.s3_clients[region]

    def list_names(self, bucket: str, region: str) -> list:
        s3 = self._client_for(region)
        try:
            return [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]]
        except Exception as e:
            return [f"error: {e}"]  # want: RC402


server = SearchServer()
buckets = Buckets()


@mcp.tool()
def shard_status() -> dict:
    # server.search is the OpenSearch client the instance's method built:
    # the cluster's reply text comes out of server.search.cluster.stats().
    try:
        stats = server.search.cluster.stats()
    except Exception as e:
        return {"status": "error", "error": str(e)}  # want: RC402
    return {"status": "ok", "nodes": stats["nodes"]}


@mcp.tool()
def count(name: str) -> dict:
    # Clean twin: server.store is the repository's own Store.
    try:
        return {"count": server.store.count(name)}
    except Exception as e:
        return {"status": "error", "error": str(e)}


@mcp.tool()
def list_names(bucket: str) -> list:
    return buckets.list_names(bucket, "us-east-1")  # want: RC201
