# A boto3.Session handed to an async helper as an annotated parameter
# (awslabs' well-architected-security-mcp-server: `session: boto3.Session`,
# then `session.client("guardduty")`): each operation of the client it
# builds holds the event loop.
import boto3
import requests


async def check_guard_duty(region: str, session: boto3.Session) -> dict:
    client = session.client("guardduty", region_name=region)
    return client.list_detectors()  # want: RC201


async def check_inline(session: boto3.Session) -> dict:
    return session.client("sts").get_caller_identity()  # want: RC201


# ---- look-alikes: a parameter of another type, an unannotated one, a
# paginator (builds no request) ----


async def other_session(session: requests.Session) -> dict:
    client = session.client("guardduty")
    return client.list_detectors()


async def untyped(session) -> dict:
    client = session.client("guardduty")
    return client.list_detectors()


async def paginate(session: boto3.Session):
    client = session.client("s3")
    return client.get_paginator("list_objects_v2")
