# A client factory of the repository (awslabs' aws-dataprocessing
# AwsHelper.create_boto3_client): a handler class keeps what it returns on
# self and calls it from its async tool methods.
import boto3


class AwsHelper:
    @staticmethod
    def create_boto3_client(service_name: str):
        return boto3.client(service_name)

    @staticmethod
    def create_async_http():
        return object()


def make_settings():
    return {"retries": 3}
