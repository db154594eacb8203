# AWS creates of a resource the service keys by a caller-given unique name
# (idemkey.AWSNamedCreate): a repeat is refused with an AlreadyExists error.
import uuid

import boto3
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws")
logs = boto3.client("logs")
sitewise = boto3.client("iotsitewise")


# ---- positives ----


@mcp.tool()
def create_log_group_for_run(prefix: str) -> dict:  # want: RC601
    # the name is made up per call: a retry creates a second log group
    logs_client = boto3.client("logs")
    return logs_client.create_log_group(logGroupName=f"{prefix}-{uuid.uuid4().hex}")


@mcp.tool()
def create_asset_model(asset_model_name: str) -> dict:  # want: RC601
    # not a row: CreateAssetModel is not listed here
    sitewise_client = boto3.client("iotsitewise")
    return sitewise_client.create_asset_model(assetModelName=asset_model_name)


# ---- negatives ----


@mcp.tool()
def create_log_group(log_group_name: str) -> dict:
    # CreateLogGroup refuses an existing name (ResourceAlreadyExistsException)
    logs_client = boto3.client("logs")
    return logs_client.create_log_group(logGroupName=log_group_name)


@mcp.tool()
def create_gateway(gateway_name: str, core_device: str) -> dict:
    sitewise_client = boto3.client("iotsitewise")
    params = {"gatewayName": gateway_name, "gatewayPlatform": {"greengrassV2": {"coreDeviceThingName": core_device}}}
    return sitewise_client.create_gateway(**params)
