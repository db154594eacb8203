# Class-based tools: ToolHandler subclasses that run with run_tool.
import requests
from mcp.types import Tool


class ToolHandler:
    def __init__(self, tool_name: str):
        self.name = tool_name

    def run_tool(self, args: dict):
        raise NotImplementedError()


class AppendNoteToolHandler(ToolHandler):
    def __init__(self):
        super().__init__("append_note")

    def get_tool_description(self):
        return Tool(name=self.name, inputSchema={"type": "object", "properties": {"text": {"type": "string"}}})

    def run_tool(self, args: dict):  # want: RC601
        requests.post("https://notes.example/append", data=args["text"], timeout=10)
        return []


class PutNoteToolHandler(ToolHandler):
    def __init__(self):
        super().__init__("put_note")

    def run_tool(self, args: dict):
        requests.put("https://notes.example/note", data=args["text"], timeout=10)
        return []


class SearchNotesToolHandler(ToolHandler):
    def __init__(self):
        super().__init__("search_notes")

    def run_tool(self, args: dict):
        return requests.post("https://notes.example/search", json=args, timeout=10).json()


class KeyedNoteToolHandler(ToolHandler):
    name = "create_note"

    def run_tool(self, args: dict):
        requests.post("https://notes.example/notes", json=args, headers={"Idempotency-Key": args["idempotency_key"]}, timeout=10)
        return []


# not a tool class: its base says nothing of tools
class Uploader(Base):
    def run(self, data):
        requests.post("https://up.example/files", data=data, timeout=10)
