from k8s_config import get_apps_client, get_k8s_client, get_maybe_client, get_named


async def run_pod(namespace: str, name: str):
    v1 = get_k8s_client()
    return v1.create_namespaced_pod(namespace, {"metadata": {"name": name}})  # want: RC201 RC101


async def scale(namespace: str, name: str, replicas: int):
    apps = get_apps_client()
    return apps.patch_namespaced_deployment_scale(name, namespace, {"spec": {"replicas": replicas}})  # want: RC201 RC101


async def maybe(namespace: str):
    v1 = get_maybe_client(namespace)
    return v1.list_namespaced_pod(namespace)


async def named(namespace: str, kind):
    api = get_named(namespace, kind)
    return api.list_namespaced_pod(namespace)
