# The Kubernetes Python client makes each API call synchronously
# (ApiClient.call_api, urllib3): in an async tool it holds the event loop.
import asyncio

from kubernetes import client
from kubernetes_asyncio import client as aclient


async def list_pods(namespace: str):
    v1 = client.CoreV1Api()
    return v1.list_namespaced_pod(namespace)  # want: RC201


async def scale(name: str, namespace: str):
    apps = client.AppsV1Api()
    return apps.read_namespaced_deployment(name, namespace)  # want: RC201


# ---- look-alikes: the asyncio client awaited, a thread, a sync function ----


async def list_pods_async(namespace: str):
    v1 = aclient.CoreV1Api()
    return await v1.list_namespaced_pod(namespace)


async def list_pods_thread(namespace: str):
    v1 = client.CoreV1Api()
    return await asyncio.to_thread(v1.list_namespaced_pod, namespace)


def list_pods_sync(namespace: str):
    v1 = client.CoreV1Api()
    return v1.list_namespaced_pod(namespace)
