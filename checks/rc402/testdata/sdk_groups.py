from fastmcp import FastMCP
from obshell import ClientSet
from pydantic import BaseModel

mcp = FastMCP("cluster")
client = None
settings = None


class Settings(BaseModel):
    host: str


@mcp.tool()
def cluster_info(host: str):
    c = ClientSet(host, 2886)
    try:
        return c.v1.get_ob_info()  # an API group of the SDK client: its requests
    except Exception as e:
        raise Exception("failed: " + str(e))  # want: RC402


def connect(host: str):
    global client
    client = ClientSet(host, 2886)


@mcp.tool()
def create_cluster(cluster_id: int):
    if client is None:
        connect("127.0.0.1")
    try:
        client.v1.agg_create_cluster(cluster_id)  # the module's client, set under `global client`
    except Exception as e:
        raise Exception("failed: " + str(e))  # want: RC402


def configure(host: str):
    global settings
    settings = Settings(host=host)


@mcp.tool()
def show_settings():
    s = Settings(host="h")
    try:
        return s.model_fields.keys()  # a pydantic model: the caller's values
    except Exception as e:
        raise Exception("failed: " + str(e))


@mcp.tool()
def show_global_settings():
    try:
        return settings.model_fields.keys()  # the same, set under `global settings`
    except Exception as e:
        raise Exception("failed: " + str(e))
