import asyncio

from mcp.server.fastmcp import FastMCP

from pkg import clients
from .clients import Helper, either, get_async, get_s3, lazy, mixed, session, shared

mcp = FastMCP("imported-client")


@mcp.tool()
async def list_buckets() -> str:
    s3 = get_s3()
    return str(s3.list_buckets())  # want: RC201


@mcp.tool()
async def databases() -> str:
    glue = Helper.make("glue")
    return str(glue.get_databases())  # want: RC201


@mcp.tool()
async def fetch() -> str:
    return session.get("https://example.com", timeout=5).text  # want: RC201


@mcp.tool()
async def fetch_shared() -> str:
    return shared.get("https://example.com", timeout=5).text  # want: RC201


@mcp.tool()
async def module_attr() -> str:
    return str(clients.get_s3().list_buckets())  # want: RC201


class Tools:
    def __init__(self):
        self.s3 = get_s3()

    @mcp.tool()
    async def held(self) -> str:
        return str(self.s3.list_buckets())  # want: RC201


# clean twins: the same shapes where nothing blocks, or nothing is known


@mcp.tool()
async def in_thread() -> str:
    s3 = get_s3()
    return str(await asyncio.to_thread(s3.list_buckets))


@mcp.tool()
async def async_client() -> str:
    c = get_async()
    return (await c.get("https://example.com")).text


@mcp.tool()
async def unknown_factory() -> str:
    return str(either(True).get("https://example.com", timeout=5))


@mcp.tool()
async def unknown_module_name() -> str:
    return (await mixed.get("https://example.com")).text


@mcp.tool()
async def reassigned_module_name() -> str:
    # also assigned in a function of its module (global lazy): not followed
    return str(lazy.get("https://example.com", timeout=5))


@mcp.tool()
def sync_tool() -> str:
    return str(get_s3().list_buckets())  # want: RC201


# a factory that hands the client class to a helper of its module


@mcp.tool()
async def deployments(namespace: str) -> str:
    from .k8s import get_apps_client

    apps = get_apps_client()
    return str(apps.list_namespaced_deployment(namespace))  # want: RC101 RC201


@mcp.tool()
async def deployments_bounded(namespace: str) -> str:
    from .k8s import get_apps_client

    apps = get_apps_client()
    return str(await asyncio.to_thread(apps.list_namespaced_deployment, namespace, _request_timeout=10))


@mcp.tool()
async def default_class(namespace: str) -> str:
    from .k8s import get_default_client

    return str(get_default_client().list_namespaced_pod(namespace))
