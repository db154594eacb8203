# The kubernetes client's API classes take a per-call _request_timeout and
# have none by default (libmodels/data/sdks.yml, sdks-py7.yml). Two
# receivers judged by the class constructed: an API class built and called
# in one expression, and a mixin's self attribute that the class combining
# it with a base gets from that base's load method.
from kubernetes import client, config


def version(api_client: client.ApiClient):
    v = client.VersionApi(api_client).get_code()  # want: RC101
    return v.git_version


def version_bounded(api_client: client.ApiClient):
    return client.VersionApi(api_client).get_code(_request_timeout=(5, 20))


def not_a_client(api_client):
    return str(api_client).strip()


class Base:
    def __init__(self):
        self.v1_api = None

    def load_config(self):
        config.load_kube_config()
        self.v1_api = client.CoreV1Api()


class NodeOpsMixin:
    def list_nodes(self):
        return self.v1_api.list_node()  # want: RC101

    def list_nodes_bounded(self):
        return self.v1_api.list_node(_request_timeout=10)


class Service(NodeOpsMixin, Base):
    pass
