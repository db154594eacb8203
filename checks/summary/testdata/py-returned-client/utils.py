# Client factories of the repository (wandb-mcp-server's get_retry_session):
# what they return decides whether a caller in another file blocks.
import requests
from requests.adapters import HTTPAdapter


def get_retry_session():
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=3))
    return session


def get_cache():
    return {}
