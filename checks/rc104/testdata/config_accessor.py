import os
from functools import lru_cache

import requests
from pydantic_settings import BaseSettings
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("config-accessor")


# A configuration object a function of the module hands out (the
# pydantic-settings accessor idiom, ryanmat/mcp-server-logicmonitor's
# get_config() singleton): the field holds the class default, or the
# keyword the accessor's construction passes.
class Settings(BaseSettings):
    request_timeout: float = 120.0
    quick_timeout: float = 10.0


class OwnInit:
    timeout = 300

    def __init__(self) -> None:
        self.timeout = 5


@lru_cache
def get_settings() -> Settings:
    return Settings()


_cached = None


def get_singleton() -> Settings:
    global _cached
    if _cached is None:
        _cached = Settings(quick_timeout=90.0)
    return _cached


def reset_singleton() -> None:
    global _cached
    _cached = None


def get_own() -> OwnInit:
    return OwnInit()


def get_built(region: str) -> Settings:
    return Settings()


def get_mixed() -> Settings:
    # two constructions that differ: not one instance, not read
    if os.environ.get("FAST"):
        return Settings(request_timeout=5.0)
    return Settings()


@mcp.tool()
def fetch(path: str) -> str:
    settings = get_settings()
    return requests.get(path, timeout=settings.request_timeout).text  # want: RC104


@mcp.tool()
def fetch_inline(path: str) -> str:
    return requests.get(path, timeout=get_settings().request_timeout).text  # want: RC104


@mcp.tool()
def fetch_quick(path: str) -> str:
    return requests.get(path, timeout=get_settings().quick_timeout).text


@mcp.tool()
def fetch_singleton(path: str) -> str:
    cfg = get_singleton()
    return requests.get(path, timeout=cfg.quick_timeout).text  # want: RC104


@mcp.tool()
def fetch_own(path: str) -> str:
    # a class with an __init__ of its own: unknown
    return requests.get(path, timeout=get_own().timeout).text


@mcp.tool()
def fetch_param(path: str) -> str:
    # an accessor with parameters is not read
    return requests.get(path, timeout=get_built("eu").request_timeout).text


@mcp.tool()
def fetch_rebound(path: str) -> str:
    settings = get_settings()
    settings = Settings(request_timeout=5.0)
    return requests.get(path, timeout=settings.request_timeout).text


@mcp.tool()
def fetch_mixed(path: str) -> str:
    return requests.get(path, timeout=get_mixed().request_timeout).text
