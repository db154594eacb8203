# First factory level: returns what the second one returns, so a tool's
# client.indices.get() is the sync client's nested call.
import os

from app.cluster import initialize_async_client_with_cluster, initialize_client_with_cluster


def initialize_client():
    return initialize_client_with_cluster(os.environ.get("ES_URL", "http://localhost:9200"))


def initialize_async_client():
    return initialize_async_client_with_cluster(os.environ.get("ES_URL", "http://localhost:9200"))
