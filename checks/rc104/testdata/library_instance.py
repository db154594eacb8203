import boto3
from botocore.config import Config
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws")


def client_for(service: str):
    # a client of a session the helper builds: the method named by its class (boto3.Session.client)
    session = boto3.Session(region_name="us-east-1")
    return session.client(service)  # want: RC104


@mcp.tool()
def list_buckets() -> str:
    s3 = client_for("s3")  # want: RC104
    return str(s3.list_buckets())


@mcp.tool()
def list_tables() -> str:
    session = boto3.session.Session(region_name="us-east-1")
    ddb = session.client("dynamodb")  # want: RC104
    return str(ddb.list_tables())


@mcp.tool()
def list_queues() -> str:
    # a Config with read and connect timeouts within the budget: clean
    session = boto3.Session(region_name="us-east-1")
    sqs = session.client("sqs", config=Config(connect_timeout=5, read_timeout=20))
    return str(sqs.list_queues())


class Store:
    def client(self, name: str):
        return name


@mcp.tool()
def look_alike() -> str:
    # a class of the file with a client method: no library row names it
    store = Store()
    return store.client("x")
