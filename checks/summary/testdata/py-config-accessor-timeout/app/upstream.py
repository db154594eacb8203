import requests

from app.config import get_built, get_config, get_settings


def fetch(path: str) -> str:
    settings = get_settings()
    return requests.get(path, timeout=settings.request_timeout).text  # want: RC104 whole-only


def fetch_inline(path: str) -> str:
    return requests.get(path, timeout=get_settings().request_timeout).text  # want: RC104 whole-only


def fetch_quick(path: str) -> str:
    return requests.get(path, timeout=get_settings().quick_timeout).text


def fetch_singleton(path: str) -> str:
    cfg = get_config()
    return requests.get(path, timeout=cfg.quick_timeout).text  # want: RC104 whole-only


def fetch_built(path: str) -> str:
    return requests.get(path, timeout=get_built("eu").request_timeout).text
