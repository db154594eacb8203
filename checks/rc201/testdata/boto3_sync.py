# boto3 clients are synchronous: every operation is an HTTP request (botocore
# over urllib3) that holds the event loop in an async tool. Row:
# libmodels/data/sdks.yml (boto3.client, methods "*" less the local helpers).
import boto3

s3 = boto3.client("s3")


async def list_buckets():
    return s3.list_buckets()["Buckets"]  # want: RC201


async def read_object(bucket: str, key: str):
    logs = boto3.client("logs", region_name="eu-west-1")
    obj = s3.get_object(Bucket=bucket, Key=key)  # want: RC201
    logs.put_log_events(logGroupName="g", logStreamName="s", logEvents=[])  # want: RC201
    return obj["Body"].read()


# ---- look-alikes: local helpers of the client, sync code, resources ----

async def presign(bucket: str, key: str):
    return s3.generate_presigned_url("get_object", Params={"Bucket": bucket, "Key": key})


async def pages(bucket: str):
    return s3.get_paginator("list_objects_v2")


def list_sync():
    return s3.list_buckets()


async def bucket_handle(name: str):
    return boto3.resource("s3").Bucket(name)
