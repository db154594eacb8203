import boto3
from botocore.config import Config
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("read-timeout")


# botocore's Config(read_timeout=...) bounds the wait for each response
# (https://botocore.amazonaws.com/v1/documentation/api/latest/reference/config.html):
# batch 5, awslabs/mcp's redshift client with read_timeout=CLIENT_READ_TIMEOUT (600 s).
@mcp.tool()
def query(sql: str) -> dict:
    client = boto3.client("redshift-data", config=Config(connect_timeout=3, read_timeout=600))  # want: RC104
    return client.execute_statement(Sql=sql)


@mcp.tool()
def query_quick(sql: str) -> dict:
    client = boto3.client("redshift-data", config=Config(connect_timeout=3, read_timeout=20))
    return client.execute_statement(Sql=sql)
