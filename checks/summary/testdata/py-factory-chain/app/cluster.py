# Second factory level (ryanqin01 elasticsearch7-mcp-server-py's
# initialize_client_with_cluster): builds the elasticsearch client.
from elasticsearch import AsyncElasticsearch, Elasticsearch


def initialize_client_with_cluster(url: str):
    return Elasticsearch(hosts=[url])


def initialize_async_client_with_cluster(url: str):
    return AsyncElasticsearch(hosts=[url])
