# Client factories of another module (awslabs/mcp's aws-network-mcp-server
# get_aws_client, iam-mcp-server's get_iam_client): what they return decides
# whether a tool that calls a method on it blocks the event loop.
import asyncio
from os import getenv

import aioboto3
from boto3 import Session, client


def get_aws_client(service_name: str, profile_name: str | None = None):
    region_name = getenv('AWS_REGION', 'us-east-1')
    if profile_name:
        session = Session(profile_name=profile_name)
        return session.client(service_name, region_name=region_name)
    return client(service_name, region_name=region_name)


def get_async_session():
    return aioboto3.Session()


def get_settings():
    return {'region': getenv('AWS_REGION', 'us-east-1')}
