import requests

from app.config import Limits, OwnInit, ServerConfig, fast, settings, slow


def fetch(config: ServerConfig, path: str) -> str:
    return requests.get(config.url + path, timeout=config.timeout).text  # want: RC104 whole-only


def fetch_short(config: ServerConfig, path: str) -> str:
    return requests.get(config.url + path, timeout=config.short_timeout).text


def fetch_settings(path: str) -> str:
    return requests.get(path, timeout=settings.client_timeout).text  # want: RC104 whole-only


def fetch_probe(path: str) -> str:
    return requests.get(path, timeout=settings.probe_timeout).text


def fetch_fast(path: str) -> str:
    return requests.get(path, timeout=fast.timeout).text


def fetch_slow(path: str) -> str:
    return requests.get(path, timeout=slow.timeout).text  # want: RC104 whole-only


class Runner:
    def __init__(self, limits: Limits, own: OwnInit) -> None:
        self.limits = limits
        self.own = own

    def run(self, path: str) -> str:
        return requests.get(path, timeout=self.limits.timeout_seconds).text  # want: RC104 whole-only

    def run_own(self, path: str) -> str:
        return requests.get(path, timeout=self.own.timeout).text
