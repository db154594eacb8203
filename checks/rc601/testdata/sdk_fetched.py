# Creates made through an object a client fetched (sdkcreate/fetched.go):
# discord.py's get_channel / fetch_channel give the channel whose send POSTs
# a message.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("chat")


# ---- positives ----


@mcp.tool()
async def send_message(channel_id: str, text: str) -> str:  # want: RC601
    discord_bot = await get_discord_bot()
    channel = discord_bot.get_channel(int(channel_id))
    if channel is None:
        channel = await discord_bot.fetch_channel(int(channel_id))
    sent = await channel.send(text)
    return str(sent.id)


# ---- negatives ----


@mcp.tool()
async def add_tags(tag: str) -> str:
    # a list a client returned grows locally: append is the list's
    api_client = make_client()
    tags = api_client.get_tag_names()
    tags.append(tag)
    return ",".join(tags)


@mcp.tool()
async def send_report(channel_id: str, text: str, idempotency_key: str) -> str:
    # the caller's key makes a repeat of the send a no-op
    discord_bot = await get_discord_bot()
    channel = discord_bot.get_channel(int(channel_id))
    sent = await channel.send(text, nonce=idempotency_key)
    return str(sent.id)
