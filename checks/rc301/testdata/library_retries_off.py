# The file turns the SDK's retries off for its mutating call: not reported.
from elevenlabs.client import ElevenLabs

client = ElevenLabs(api_key="k")


def create_agent(name: str) -> str:
    return client.conversational_ai.agents.create(name=name, request_options={"max_retries": 0}).agent_id
