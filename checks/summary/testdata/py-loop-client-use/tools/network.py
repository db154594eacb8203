import asyncio

from aws_common import get_async_session, get_aws_client, get_settings


async def get_cwan(core_network_id: str, region: str):
    nm_client = get_aws_client('networkmanager', region)
    paginator = nm_client.get_paginator('list_attachments')
    core = nm_client.get_core_network(CoreNetworkId=core_network_id)  # want: RC201
    return core, paginator


async def list_users_off_loop():
    iam = get_aws_client('iam')
    return await asyncio.to_thread(iam.list_users)


async def list_users_in_thread():
    iam = get_aws_client('iam')
    return await asyncio.to_thread(lambda: iam.list_users(MaxItems=10))


async def list_buckets_async():
    session = get_async_session()
    async with session.client('s3') as s3:
        return await s3.list_buckets()


async def region():
    settings = get_settings()
    return settings.get('region')


def describe_vpcs(region: str):
    ec2 = get_aws_client('ec2', region)
    return ec2.describe_vpcs()


async def vpcs_tool(region: str):
    return await asyncio.to_thread(describe_vpcs, region)
