# A Fern-generated SDK re-sends every request, POST included, on 408, 409,
# 429 and 5xx answers (max_retries 2 by default): its creates are retried.
from elevenlabs.client import ElevenLabs
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("voice")
client = ElevenLabs(api_key="k")


@mcp.tool()
async def create_agent(name: str) -> str:
    agent = client.conversational_ai.agents.create(name=name)  # want: RC301 medium
    return agent.agent_id


@mcp.tool()
async def get_agent(agent_id: str) -> str:
    # a read: repeating it changes nothing
    return client.conversational_ai.agents.get(agent_id=agent_id).name
