# Synchronous SaaS and vector-store clients recognised from library rows
# (libmodels/data/saas.yml): each call is a network round trip that holds the
# event loop when an async tool handler makes it.
from qdrant_client import AsyncQdrantClient, QdrantClient
from slack_sdk import WebClient
from slack_sdk.web.async_client import AsyncWebClient

vectors = QdrantClient(url="http://vectors:6333", timeout=10)
chat = WebClient(token="xoxb-token")
async_vectors = AsyncQdrantClient(url="http://vectors:6333", timeout=10)
async_chat = AsyncWebClient(token="xoxb-token")


async def nearest(embedding: list[float]):
    return vectors.query_points("docs", query=embedding, limit=5)  # want: RC201 fix:unsafe


async def announce(channel: str, text: str):
    chat.chat_postMessage(channel=channel, text=text)  # want: RC201
    return "sent"


# ---- look-alikes: the async clients, and the sync client outside async code ----

async def nearest_async(embedding: list[float]):
    return await async_vectors.query_points("docs", query=embedding, limit=5)


async def announce_async(channel: str, text: str):
    await async_chat.chat_postMessage(channel=channel, text=text)
    return "sent"


def nearest_sync(embedding: list[float]):
    return vectors.query_points("docs", query=embedding, limit=5)
