from kubernetes import client as k8s
from mcp.server.fastmcp import FastMCP
from opensearchpy import OpenSearch

mcp = FastMCP("request-timeout")
os_client = OpenSearch(hosts=["https://localhost:9200"], timeout=10)


# opensearch-py and elasticsearch-py take a per-call `request_timeout`
# (https://opensearch-project.github.io/opensearch-py/api-ref/clients/opensearch_client.html),
# OpenAPI-generated clients (kubernetes) `_request_timeout`
# (https://github.com/kubernetes-client/python/blob/master/examples/watch/timeout-settings.md),
# spotipy and pycti `requests_timeout`: each bounds the wait for the answer
# as `timeout=` does (batch 31, AppliedIR/opensearch-mcp's
# update_by_query(..., request_timeout=600)).
@mcp.tool()
def fix_hosts(index: str) -> dict:
    return os_client.update_by_query(index=index, body={}, request_timeout=600)  # want: RC104


@mcp.tool()
def pod_log(name: str) -> str:
    v1 = k8s.CoreV1Api()
    return v1.read_namespaced_pod_log(name, "default", _request_timeout=(3, 120))  # want: RC104


# Clean look-alikes: within the budget.
@mcp.tool()
def search(index: str, q: str) -> dict:
    return os_client.search(index=index, body={"query": {"match": {"_all": q}}}, request_timeout=20)


@mcp.tool()
def pod_status(name: str) -> dict:
    v1 = k8s.CoreV1Api()
    return v1.read_namespaced_pod_status(name, "default", _request_timeout=(3, 20))
