# unstructured-client (libmodels/data/sdks-py7.yml): UnstructuredClient
# passes timeout=None to httpx unless timeout_ms is given, so its requests
# wait forever; the twin sets timeout_ms.
from unstructured_client import UnstructuredClient


def client(api_key: str) -> UnstructuredClient:
    return UnstructuredClient(api_key_auth=api_key)  # want: RC101


def bounded_client(api_key: str) -> UnstructuredClient:
    return UnstructuredClient(api_key_auth=api_key, timeout_ms=30_000)
