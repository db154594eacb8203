# A client held in an attribute of a module-level instance of a class of the
# file (pyctor.instanceAttrClient): `server = TranslationServer()`, whose
# init method sets `self.translator = deepl.Translator(key)` (None before),
# then `server.translator.translate_text(...)` in a tool. Blind-set shape:
# AlwaysSany/deepl-fastmcp-python-server main.py.
import os

import deepl
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("deepl")


class TranslationServer:
    def __init__(self):
        self.translator = None
        self.cache = {}

    def init(self):
        self.translator = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])


class Holder:
    def __init__(self, client):
        self.translator = client  # handed in: not known


server = TranslationServer()
holder = Holder(None)
other = TranslationServer()
other = None


@mcp.tool()
def translate(text: str) -> str:
    return server.translator.translate_text(text, target_lang="DE").text  # want: RC201


@mcp.tool()
async def translate_async(text: str) -> str:
    return server.translator.translate_text(text, target_lang="DE").text  # want: RC201


@mcp.tool()
async def translate_held(text: str) -> str:
    return holder.translator.translate_text(text, target_lang="DE").text


@mcp.tool()
async def translate_rebound(text: str) -> str:
    return other.translator.translate_text(text, target_lang="DE").text  # bound twice at module level: unknown


@mcp.tool()
async def cached(text: str) -> str:
    return server.cache.get(text, "")
