# A client built once at start-up (module level, __init__) keeps the
# library's default bound: each tool that uses it waits that long
# (botocore 60 s, zenpy 60 s; libmodels/data/sdks.yml, saas.yml).
import asyncio

import boto3
from botocore.config import Config
from mcp.server.fastmcp import FastMCP
from zenpy import Zenpy

mcp = FastMCP("startup")
zd = Zenpy(subdomain="acme", email="a@acme.example", token="t")  # want: RC104
s3 = boto3.client("s3")  # want: RC104
s3_bounded = boto3.client("s3", config=Config(connect_timeout=5, read_timeout=20))
s3_guarded = boto3.client("s3")


class Store:
    def __init__(self):
        self.data = boto3.client("rds-data")  # want: RC104

    async def run(self, sql: str) -> dict:
        return await asyncio.to_thread(self.data.execute_statement, sql=sql)

    def presign(self, key: str) -> str:
        return self.data.generate_presigned_url("get_object", Params={"Key": key})


store = Store()


@mcp.tool()
def ticket(ticket_id: int) -> str:
    first = zd.tickets(id=ticket_id)
    again = zd.tickets(id=ticket_id)
    return first.subject + again.subject


@mcp.tool()
async def query(sql: str) -> dict:
    return await store.run(sql)  # want: RC104


@mcp.tool()
def fetch(key: str) -> bytes:
    return s3.get_object(Bucket="b", Key=key)["Body"].read()


# ---- clean look-alikes: a bounded client, a local helper of the client,
# a use outside any request path ----
@mcp.tool()
def fetch_bounded(key: str) -> bytes:
    return s3_bounded.get_object(Bucket="b", Key=key)["Body"].read()


@mcp.tool()
def link(key: str) -> str:
    return s3.generate_presigned_url("get_object", Params={"Key": key})


@mcp.tool()
async def fetch_guarded(key: str) -> dict:
    return await asyncio.wait_for(asyncio.to_thread(s3_guarded.get_object, Bucket="b", Key=key), 20)


@mcp.tool()
async def head_guarded(key: str) -> dict:
    async with asyncio.timeout(20):
        return await asyncio.to_thread(s3_guarded.head_object, Bucket="b", Key=key)


BUCKETS = s3.list_buckets()
