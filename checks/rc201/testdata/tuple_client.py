# A client unpacked from the tuple a helper returns (duolingo/slack-mcp's
# `client, user_id, error = _get_authenticated_client()`, two helpers down to
# `return WebClient(token=t), user_id`): its methods request as the client's do.
import httpx
from slack_sdk import WebClient


def _oauth_client(token):
    if token:
        return WebClient(token=token), "U1"
    return None, None


def _authenticated(token):
    client, user_id = _oauth_client(token)
    if client and user_id:
        return client, user_id, None
    return None, None, {"ok": False}


async def channel_messages(token, channel):
    client, user_id, error = _authenticated(token)
    if error:
        return error
    return client.conversations_history(channel=channel)  # want: RC201


# ---- look-alikes: an async client at that position, a position that is no client ----

def _async_client():
    return httpx.AsyncClient(timeout=10), "U1"


async def fetch(url):
    client, user = _async_client()
    return await client.get(url)


def _labels():
    return {"a": 1}, "U1"


async def label(name):
    labels, user = _labels()
    return labels.get(name)
