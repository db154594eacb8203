# Connection managers that cache one boto3 client per class (awslabs'
# elasticache-mcp-server BaseConnectionManager): a classmethod builds it on
# a boto3.Session on first use and returns cls._client. A helper that
# builds the session in another function of the file (healthomics'
# get_aws_session) gives the same client.
import os
from typing import Any, Optional

import boto3
import httpx


class BaseConnectionManager:
    _client: Optional[Any] = None
    _service_name: str = ""

    @classmethod
    def get_connection(cls) -> Any:
        if cls._client is None:
            session = boto3.Session(profile_name=os.environ.get("AWS_PROFILE"))
            cls._client = session.client(service_name=cls._service_name)
        return cls._client


class ElastiCacheConnectionManager(BaseConnectionManager):
    _client: Optional[Any] = None
    _service_name = "elasticache"


class HttpManager:
    # look-alike: an async client cached on the class
    _client = None

    @classmethod
    def get_connection(cls):
        if cls._client is None:
            cls._client = httpx.AsyncClient(timeout=10)
        return cls._client


class MixedManager:
    # look-alike: the class attribute holds two kinds of value
    _client = None

    @classmethod
    def get_connection(cls, fake=False):
        if fake:
            cls._client = FakeClient()
        else:
            cls._client = boto3.client("s3")
        return cls._client


class FakeClient:
    def list_buckets(self):
        return {}


def get_aws_session(region=None):
    return boto3.Session(region_name=region)


def create_aws_client(service, region=None):
    session = get_aws_session(region)
    return session.client(service)


def get_cached_settings():
    # look-alike: a helper returning no session
    return {"region": "eu-west-1"}


def create_settings_client(service):
    settings = get_cached_settings()
    return settings.client(service)
