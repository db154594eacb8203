# A start of a machine kind and a terminate are transitions only when the
# request addresses that move (stateverb.NamedAt): a tool named start_X or
# terminate_... that POSTs to a collection creates a new resource per call.
import boto3
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("machines")
ec2 = boto3.client("ec2")
HOST = "https://example.cloud.databricks.com"


# ---- positives ----


@mcp.tool()
def start_instance(image: str) -> str:  # want: RC601
    # POST /instances creates one more instance per call
    r = requests.post("https://api.example.com/v1/instances", json={"image": image}, timeout=10)
    return r.json()["id"]


@mcp.tool()
def start_container(image: str) -> str:  # want: RC601
    # docker run: containers/create makes a new container
    r = requests.post("http://docker/containers/create", json={"Image": image}, timeout=10)
    return r.json()["Id"]


@mcp.tool()
def start_sandbox(template: str) -> str:  # want: RC601
    # E2B creates a sandbox per start
    r = requests.post("https://api.e2b.dev/sandboxes", json={"templateID": template}, timeout=10)
    return r.json()["sandboxID"]


@mcp.tool()
def terminate_and_create_node(pool: str) -> str:  # want: RC601
    r = requests.post("https://api.example.com/pools/" + pool + "/nodes", json={}, timeout=10)
    return r.text


# ---- negatives ----


@mcp.tool()
def start_cluster(cluster_id: str) -> str:
    # Databricks answers INVALID_STATE for a running cluster
    r = requests.post(f"{HOST}/api/2.0/clusters/start", json={"cluster_id": cluster_id}, timeout=10)
    return r.text


@mcp.tool()
def terminate_cluster(cluster_id: str) -> str:
    # clusters/delete terminates; a repeat finds it terminated
    r = requests.post(f"{HOST}/api/2.0/clusters/delete", json={"cluster_id": cluster_id}, timeout=10)
    return r.text


@mcp.tool()
def start_instances(instance_id: str) -> dict:
    return ec2.start_instances(InstanceIds=[instance_id])
