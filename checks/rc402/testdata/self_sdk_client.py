# An SDK client held in an instance attribute (`self.info = Info(...)` in
# __init__): the methods that call it see a third-party SDK's errors, whose
# text holds request URLs and response bodies, as a local client's would.
import jsonschema
from hyperliquid.info import Info
from mcp.server.fastmcp import FastMCP
from openai import OpenAI

mcp = FastMCP("m")


class Market:
    def __init__(self, base_url: str):
        self.info = Info(base_url, skip_ws=True)
        self.llm = OpenAI()

    def balance(self, addr: str) -> dict:
        try:
            return {"data": self.info.user_state(addr)}
        except Exception as e:
            return {"success": False, "error": str(e)}  # want: RC402

    def summary(self, text: str) -> dict:
        try:
            r = self.llm.chat.completions.create(model="m", messages=[{"role": "user", "content": text}])
            return {"data": r.choices[0].message.content}
        except Exception as e:
            return {"error": f"summary failed: {e}"}  # want: RC402


class Injected:
    # clean twin: the client comes from the caller in one assignment and from
    # a constructor in another, so what self.client holds is not known.
    def __init__(self, client=None):
        self.client = client

    def reset(self):
        self.client = Info("https://api.example")

    def balance(self, addr: str) -> dict:
        try:
            return {"data": self.client.user_state(addr)}
        except Exception as e:
            return {"error": str(e)}


class Checker:
    # clean twin: a pure library's object (jsonschema validates in process).
    def __init__(self, schema: dict):
        self.validator = jsonschema.Draft7Validator(schema)

    def check(self, doc: dict) -> dict:
        try:
            self.validator.validate(doc)
            return {"ok": True}
        except Exception as e:
            return {"ok": False, "error": str(e)}


market = Market("https://api.hyperliquid.xyz")
injected = Injected()
checker = Checker({})


@mcp.tool()
def balance(addr: str) -> dict:
    return market.balance(addr)


@mcp.tool()
def summary(text: str) -> dict:
    return market.summary(text)


@mcp.tool()
def injected_balance(addr: str) -> dict:
    return injected.balance(addr)


@mcp.tool()
def check(doc: dict) -> dict:
    return checker.check(doc)


class Desktop:
    # clean twin: a standard-library socket held in self (a local desktop
    # application's port) is left to the rule's other shapes.
    def __init__(self):
        import socket
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)

    def send(self, data: bytes) -> dict:
        try:
            self.sock.sendall(data)
            return {"ok": True}
        except Exception as e:
            return {"ok": False, "error": str(e)}


desktop = Desktop()


@mcp.tool()
def send(data: str) -> dict:
    return desktop.send(data.encode())
