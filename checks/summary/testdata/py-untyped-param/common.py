from client import ReadOnlyClient, SpiraClient


def get_client() -> SpiraClient:
    return SpiraClient()


def get_reader() -> ReadOnlyClient:
    return ReadOnlyClient()
