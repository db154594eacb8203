# Client getters that hand the API class to one builder (kubectl-mcp-server's
# k8s_config.py: `_get_client(context, client.CoreV1Api)` returning
# `client_class(api_client=...)`): what each getter returns is the class it
# passes, a synchronous Kubernetes API client.
from kubernetes import client, config


def _load(context):
    return config.new_client_from_config(context=context)


def _get_client(context, client_class):
    api_client = _load(context)
    return client_class(api_client=api_client)


def get_k8s_client(context=""):
    return _get_client(context, client.CoreV1Api)


def get_apps_client(context=""):
    return _get_client(context, client_class=client.AppsV1Api)


def _make(context, factory):
    # look-alike: the builder returns something else on one path
    if not context:
        return None
    return factory()


def get_maybe_client(context=""):
    return _make(context, client.CoreV1Api)


def get_named(context, kind):
    # look-alike: the class argument is not a client class
    return _get_client(context, kind)
