# A client the FastMCP lifespan builds once and yields to the tools keeps
# the library's default bound (botocore's 60 s read timeout): each tool that
# reads it from the lifespan context waits that long.
from contextlib import asynccontextmanager
from dataclasses import dataclass

import boto3
from botocore.config import Config
from mcp.server.fastmcp import Context, FastMCP


@dataclass
class AppContext:
    s3: object
    logs: object


@asynccontextmanager
async def app_lifespan(server: FastMCP):
    s3 = boto3.client("s3")  # want: RC104
    logs = boto3.client("logs", config=Config(read_timeout=20, connect_timeout=5))
    yield AppContext(s3=s3, logs=logs)


@asynccontextmanager
async def dict_lifespan(server: FastMCP):
    ddb = boto3.client("dynamodb")  # want: RC104
    yield {"ddb": ddb}


mcp = FastMCP("aws", lifespan=app_lifespan)


@mcp.tool()
def fetch(key: str, ctx: Context) -> bytes:
    s3 = ctx.request_context.lifespan_context.s3
    return s3.get_object(Bucket="b", Key=key)["Body"].read()


@mcp.tool()
def item(key: str, ctx: Context) -> dict:
    return ctx.request_context.lifespan_context["ddb"].get_item(TableName="t", Key={"k": {"S": key}})


# ---- clean look-alike: the bounded client ----
@mcp.tool()
def events(group: str, ctx: Context) -> dict:
    return ctx.request_context.lifespan_context.logs.filter_log_events(logGroupName=group)
