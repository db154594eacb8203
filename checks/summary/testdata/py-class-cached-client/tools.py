from connection import (
    ElastiCacheConnectionManager,
    HttpManager,
    MixedManager,
    create_aws_client,
    create_settings_client,
)


async def describe_clusters(cluster_id: str):
    client = ElastiCacheConnectionManager.get_connection()
    return client.describe_cache_clusters(CacheClusterId=cluster_id)  # want: RC201


async def list_repositories():
    ecr = create_aws_client("ecr")
    return ecr.describe_repositories()  # want: RC201


async def fetch_page(url: str):
    client = HttpManager.get_connection()
    return await client.get(url)


async def list_buckets():
    client = MixedManager.get_connection()
    return client.list_buckets()


async def settings_lookup():
    client = create_settings_client("ecr")
    return client.describe_repositories()
