import boto3
import yaml
from okta.client import Client as OktaClient


async def get_okta_client(org_url: str) -> OktaClient:
    return OktaClient({"orgUrl": org_url})  # want: RC101


class AwsHelper:
    @classmethod
    def create_boto3_client(cls, service_name: str):
        session = boto3.Session()
        return session.client(service_name)


def get_loader(text: str):
    # Clean twin: a parser, not a client of a service.
    return yaml.safe_load(text)
