# Library defaults a tool inherits (libmodels rows with a documented default):
# botocore waits 60 s to read by default, twice the 30 s tool budget.
import boto3
import docker
from botocore.config import Config
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws")


@mcp.tool()
def run_statement(sql: str) -> dict:
    client = boto3.client("rds-data")  # want: RC104
    return client.execute_statement(resourceArn="arn", secretArn="s", sql=sql)


@mcp.tool()
def containers() -> list:
    return [c.name for c in docker.from_env().containers.list()]  # want: RC104


# ---- clean look-alikes ----

@mcp.tool()
def bounded_statement(sql: str) -> dict:
    # a Config that sets the read timeout within the budget
    client = boto3.client("rds-data", config=Config(connect_timeout=5, read_timeout=20))
    return client.execute_statement(resourceArn="arn", secretArn="s", sql=sql)


@mcp.tool()
def bounded_containers() -> list:
    return [c.name for c in docker.from_env(timeout=20).containers.list()]


def make_client(**kwargs):
    # options the file does not show: never a guess
    return boto3.client("s3", **kwargs)
