# Async MCP resources that call sync helpers of the same file, which call a
# boto3 client made through a session, directly or through a further helper
# (issue 18, batch 4: aws-mcp-server resources.py).
import boto3
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws")


def get_regions():
    session = boto3.session.Session(region_name="us-east-1")
    ec2 = session.client("ec2")
    return ec2.describe_regions()


def list_services(region):
    quotas = boto3.Session(region_name=region).client("service-quotas")
    return quotas.list_services()


def get_region_details(region):
    return {"services": list_services(region)}


def fetch_status():
    return _status_call()


def _status_call():
    return requests.get("https://status.example.com", timeout=5).json()


def describe_locally(region):
    return {"name": region, "zones": sorted(ZONES.get(region, []))}


@mcp.resource("aws://regions")
async def aws_regions() -> dict:
    return {"regions": get_regions()}  # want: RC201


@mcp.resource("aws://regions/{region}")
async def aws_region_details(region: str) -> dict:
    return get_region_details(region)  # want: RC201


@mcp.tool()
async def status() -> dict:
    return fetch_status()  # want: RC201


@mcp.tool()
async def account() -> dict:
    session = boto3.session.Session()
    return session.client("sts").get_caller_identity()  # want: RC201


# Clean look-alikes: a helper that only computes, and a helper handed to a thread.
@mcp.resource("aws://local/{region}")
async def local_details(region: str) -> dict:
    return describe_locally(region)


@mcp.resource("aws://threaded")
async def threaded() -> dict:
    import asyncio
    return await asyncio.to_thread(get_regions)
