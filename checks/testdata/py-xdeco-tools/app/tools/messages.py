import requests

from app.decorators import make_gate


def register(mcp, level):
    tool = make_gate(mcp, level)

    @tool(annotations=None)
    def send_message(channel: str, text: str) -> dict:  # want: RC601
        return requests.post("https://api.example.com/v1/messages", json={"channel": channel, "text": text}, timeout=10).json()

    @tool(annotations=None)
    def list_messages(channel: str) -> dict:
        return requests.get(f"https://api.example.com/v1/channels/{channel}/messages", timeout=10).json()
