# boto3 clients a method of the file returns (mcp-server-aws's AWSManager:
# an lru_cache'd get_boto3_client building session.client(name) on a
# boto3.Session), reached through a parameter annotated with the class or an
# instance of it: each operation holds the event loop in an async handler.
from functools import lru_cache

import boto3
import httpx


class AWSManager:
    def __init__(self, region):
        self.region = region

    @lru_cache(maxsize=None)
    def get_client(self, service: str):
        session = boto3.Session(region_name=self.region)
        return session.client(service)

    def http(self):
        return httpx.AsyncClient(timeout=10)


async def list_buckets(aws: AWSManager):
    s3 = aws.get_client("s3")
    return s3.list_buckets()["Buckets"]  # want: RC201


manager = AWSManager("eu-west-1")


async def scan(table: str):
    ddb = manager.get_client("dynamodb")
    return ddb.scan(TableName=table)  # want: RC201


# ---- look-alikes: a local helper of the returned client, an async client
# the class returns, a sync function ----

async def pages(aws: AWSManager):
    return aws.get_client("s3").get_paginator("list_objects_v2")


async def ping(aws: AWSManager):
    async with aws.http() as c:
        return (await c.get("https://example.com/health")).status_code


def list_sync(aws: AWSManager):
    return aws.get_client("s3").list_buckets()
