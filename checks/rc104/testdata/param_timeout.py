import subprocess

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("params")

DEFAULT_TIMEOUT = 300


def run(cmd: list, timeout: int = DEFAULT_TIMEOUT) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout  # want: RC104


def fetch(url: str, timeout: float) -> str:
    return requests.get(url, timeout=timeout).text


@mcp.tool()
def build(target: str) -> str:
    # the helper's default applies: 300 s
    return run(["make", target])  # want: RC104


@mcp.tool()
def lint(target: str) -> str:
    return run(["ruff", "check", target], timeout=20)


@mcp.tool()
def test(target: str) -> str:
    return run(["pytest", target], timeout=600)  # want: RC104


@mcp.tool()
def page(url: str) -> str:
    return fetch(url, 120)  # want: RC104


@mcp.tool()
def head(url: str) -> str:
    return fetch(url, 10)


class Api:
    def __init__(self, base: str):
        self.base = base

    def call(self, path: str, timeout: int = 90) -> dict:
        return requests.get(self.base + path, timeout=timeout).json()

    def ping(self) -> dict:
        return self.call("/ping", timeout=5)


api = Api("https://api.example.com")


@mcp.tool()
def ping() -> dict:
    return api.ping()


def run_capped(cmd: list, timeout: int = 600) -> str:
    # the parameter is rebound before use: its default is not the timeout
    timeout = min(timeout, 25)
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout


@mcp.tool()
def capped(target: str) -> str:
    return run_capped(["make", target])
