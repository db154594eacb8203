import os
from dataclasses import dataclass
from typing import Optional

import requests
from pydantic import BaseModel, Field
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("config-fields")


# A configuration object's field default is what an instance built
# without it holds (pab1it0/prometheus-mcp-server's PrometheusConfig
# `request_timeout: int = 30` built once at module level with the variable's
# default): judged as that value.
class ApiConfig(BaseModel):
    url: str = "https://example.invalid"
    timeout: int = 120
    quick_timeout: int = Field(10, description="seconds")


@dataclass
class Limits:
    timeout_seconds: float = 45.0
    short_seconds: float = 5.0


class Tuned:
    timeout = 300

    def __init__(self, timeout: int) -> None:
        self.timeout = timeout


config = ApiConfig(timeout=int(os.environ.get("API_TIMEOUT", "90")))
quick = ApiConfig()


@mcp.tool()
def get(path: str) -> str:
    return requests.get(config.url + path, timeout=config.timeout).text  # want: RC104


@mcp.tool()
def get_quick(path: str) -> str:
    return requests.get(quick.url + path, timeout=quick.quick_timeout).text


def fetch(cfg: ApiConfig, path: str) -> str:
    return requests.get(cfg.url + path, timeout=cfg.timeout).text  # want: RC104


def fetch_opt(path: str, limits: Optional[Limits] = None) -> str:
    return requests.get(path, timeout=limits.timeout_seconds).text  # want: RC104


def fetch_short(path: str, limits: Limits) -> str:
    return requests.get(path, timeout=limits.short_seconds).text


def fetch_tuned(path: str, tuned: Tuned) -> str:
    # Tuned sets its field in its own __init__: unknown
    return requests.get(path, timeout=tuned.timeout).text


@mcp.tool()
def run(path: str) -> str:
    fetch_short(path, Limits())
    fetch_tuned(path, Tuned(5))
    fetch_opt(path)  # want: RC104
    return fetch(ApiConfig(), path)  # want: RC104


class Consts:
    """Constants held as class attributes, read through the class."""

    DOWNLOAD_TIMEOUT = 600
    PING_TIMEOUT = 5


@mcp.tool()
def download(path: str) -> str:
    return requests.get(path, timeout=Consts.DOWNLOAD_TIMEOUT).text  # want: RC104


@mcp.tool()
def ping(path: str) -> str:
    return requests.get(path, timeout=Consts.PING_TIMEOUT).text


class Client:
    def __init__(self) -> None:
        self.config = ApiConfig()
        self.quick = ApiConfig(timeout=15)

    def get(self, path: str) -> str:
        return requests.get(path, timeout=self.config.timeout).text  # want: RC104

    def get_quick(self, path: str) -> str:
        return requests.get(path, timeout=self.quick.timeout).text


client = Client()


@mcp.tool()
def client_get(path: str) -> str:
    return client.get(path)  # want: RC104


@mcp.tool()
def client_get_quick(path: str) -> str:
    return client.get_quick(path)
