# The error of a call on a client kept in a dict of clients
# (self.s3_clients[region] = boto3.client(...)) or built as the default of
# an injected one (c = c or boto3.client(...)) has the constructor's origin
# (checks/facts/pyrecv): an SDK error carrying the request and the
# service's answer.
import boto3
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("storage")


class Storage:
    def __init__(self, regions):
        self.s3_clients = {}
        for region in regions:
            self.s3_clients[region] = boto3.client("s3", region_name=region)
        self.names = {}
        for region in regions:
            self.names[region] = region_label(region)

    def create_bucket(self, name, region):
        s3 = self.s3_clients[region]
        try:
            s3.create_bucket(Bucket=name)
            return "ok"
        except Exception as e:
            return f"An error occurred: {e}"  # want: RC402

    def delete_bucket(self, name, region):
        try:
            self.s3_clients[region].delete_bucket(Bucket=name)
            return "ok"
        except Exception as e:
            return f"An error occurred: {e}"  # want: RC402

    # Look-alike: an element of a dict of labels a helper of the file builds.
    def label(self, region):
        try:
            return self.names[region].upper()
        except Exception as e:
            return f"An error occurred: {e}"


@mcp.tool()
def list_objects(bucket: str, client=None) -> str:
    s3 = client or boto3.client("s3")
    try:
        return str(s3.list_objects_v2(Bucket=bucket))
    except Exception as e:
        return f"failed: {e}"  # want: RC402


def region_label(region):
    return region.title()


storage = Storage(["eu-west-1"])


@mcp.tool()
def create_bucket(name: str, region: str) -> str:
    return storage.create_bucket(name, region)


@mcp.tool()
def delete_bucket(name: str, region: str) -> str:
    return storage.delete_bucket(name, region)


@mcp.tool()
def label(region: str) -> str:
    return storage.label(region)
