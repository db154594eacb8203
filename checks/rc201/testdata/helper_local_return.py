# A helper that builds a client into a local and returns it (adx-mcp-server's
# get_kusto_client, `client = KustoClient(kcsb); return client`), called by
# handlers that bind its result to the same name: the name is local to each
# function, so the callers' `client = get_client()` does not hide what the
# helper returns.
import boto3
import httpx
from polygon import RESTClient


def get_client():
    client = boto3.client("s3")
    return client


async def list_buckets():
    client = get_client()
    return client.list_buckets()  # want: RC201


async def head(bucket: str):
    client = get_client()
    return client.head_bucket(Bucket=bucket)  # want: RC201


# polygon-api-client: RESTClient's API methods are urllib3 requests.
polygon_client = RESTClient("key")


async def aggs(ticker: str):
    return polygon_client.get_aggs(ticker, 1, "day", "2024-01-01", "2024-01-31")  # want: RC201


# ---- look-alikes: a helper returning an async client through a local of
# the same name, a helper whose local is reassigned from an unknown call
# (stays unknown), a sync caller ----

def get_http():
    client = httpx.AsyncClient(timeout=10)
    return client


async def fetch(url: str):
    client = get_http()
    return (await client.get(url)).status_code


def get_either(factory):
    client = boto3.client("s3")
    if factory:
        client = factory()
    return client


async def list_either(factory):
    client = get_either(factory)
    return client.list_buckets()


def list_sync():
    client = get_client()
    return client.list_buckets()


def local_polygon():
    return polygon_client.get_aggs("X", 1, "day", "2024-01-01", "2024-01-31")
