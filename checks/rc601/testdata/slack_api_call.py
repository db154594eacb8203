# Slack's SDKs send any Web API method by name through a documented request
# helper: slack_sdk's BaseClient.api_call(api_method, ...) and
# @slack/web-api's apiCall(method, options) (checks/facts/rpcmethod). A
# method that delivers something anew on every call (chat.postMessage,
# chat.scheduleMessage, chat.meMessage, files.upload) sends it again on a
# retry; an update, a delete, a read, and a create Slack refuses to repeat
# (conversations.create of a taken name, pins.add of a pinned message) are
# none. A project wrapper that keeps the helper's name is read the same way.
from mcp.server.fastmcp import FastMCP
from slack_sdk.web.async_client import AsyncWebClient

mcp = FastMCP("slack")


class SlackClient:
    def __init__(self, token: str):
        self.web_client = AsyncWebClient(token=token)

    async def api_call(self, method: str, **kwargs) -> dict:
        response = await self.web_client.api_call(method, data=kwargs)
        return dict(response.data)


client = SlackClient("xoxb")
web = AsyncWebClient(token="xoxb")
POST_METHOD = "chat.postMessage"


@mcp.tool()
async def chat_post_message(channel: str, text: str) -> dict:  # want: RC601
    return await client.api_call("chat.postMessage", channel=channel, text=text)


@mcp.tool()
async def chat_schedule_message(channel: str, text: str, post_at: int) -> dict:  # want: RC601
    return await client.api_call("chat.scheduleMessage", channel=channel, text=text, post_at=post_at)


@mcp.tool()
async def post_notice(channel: str, text: str) -> dict:  # want: RC601
    resp = await web.api_call(POST_METHOD, json={"channel": channel, "text": text})
    return dict(resp.data)


# look-alikes: an update, a delete and a read repeat harmlessly; a channel
# create is refused on a repeat (name_taken) and a pin is a set member
@mcp.tool()
async def chat_update(channel: str, ts: str, text: str) -> dict:
    return await client.api_call("chat.update", channel=channel, ts=ts, text=text)


@mcp.tool()
async def chat_delete(channel: str, ts: str) -> dict:
    return await client.api_call("chat.delete", channel=channel, ts=ts)


@mcp.tool()
async def conversations_history(channel: str) -> dict:
    return await client.api_call("conversations.history", channel=channel)


@mcp.tool()
async def conversations_create(name: str) -> dict:
    return await client.api_call("conversations.create", name=name)


@mcp.tool()
async def pins_add(channel: str, ts: str) -> dict:
    return await client.api_call("pins.add", channel=channel, timestamp=ts)


# a helper of another name whose first argument happens to be dotted
@mcp.tool()
async def post_config(path: str) -> dict:
    return await client.load_file("config.postMessage")
