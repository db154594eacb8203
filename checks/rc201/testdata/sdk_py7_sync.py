# Synchronous SDKs of libmodels/data/sdks-py7.yml called in async tools
# hold the event loop: box-ai-agents-toolkit's functions over box_sdk_gen's
# BoxClient and the Kubernetes client's API groups (urllib3). The twins hand
# the call to a worker thread.
import asyncio

from box_ai_agents_toolkit import box_file_download, box_search
from kubernetes import client


async def download(box, file_id: str):
    return box_file_download(box, file_id)  # want: RC201


async def download_offloaded(box, file_id: str):
    return await asyncio.to_thread(box_file_download, box, file_id)


async def search(box, query: str):
    return box_search(box, query)  # want: RC201


async def roles(namespace: str):
    rbac = client.RbacAuthorizationV1Api()
    return rbac.list_namespaced_role(namespace, _request_timeout=10)  # want: RC201


async def pods(namespace: str):
    v1 = client.CoreV1Api()
    return v1.list_namespaced_pod(namespace, _request_timeout=10)  # want: RC201


async def pods_offloaded(namespace: str):
    v1 = client.CoreV1Api()
    return await asyncio.to_thread(v1.list_namespaced_pod, namespace, _request_timeout=10)
