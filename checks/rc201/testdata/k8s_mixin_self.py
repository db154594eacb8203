# A mixin uses self.v1_api without assigning it: the class that combines it
# with BaseK8s (which builds the synchronous kubernetes CoreV1Api in its
# load method, a None placeholder in __init__) gives the attribute its type
# (pyctor.MixinClient; across modules through the package's __init__.py,
# checks/facts/pyfactory/mixin.go). Row: libmodels/data/sdks.yml
# (kubernetes.client.CoreV1Api).
from kubernetes import client, config


class BaseK8s:
    def __init__(self):
        self.v1_api = None
        self.store = None

    def load_config(self):
        config.load_kube_config()
        self.v1_api = client.CoreV1Api()
        self.store = {}


class PodOpsMixin:
    async def list_pods(self, ns: str):
        pods = self.v1_api.list_namespaced_pod(namespace=ns)  # want: RC201
        return [p.metadata.name for p in pods.items]

    async def cached(self, key: str):
        return self.store.get(key)  # a dict, not a client


class K8sService(PodOpsMixin, BaseK8s):
    def __init__(self):
        super().__init__()
        self.load_config()


# ---- look-alike: two combining classes that disagree on the attribute ----

class FakeApi:
    def list_namespaced_pod(self, namespace):
        return []


class WatchMixin:
    async def watch(self, ns: str):
        return self.api.list_namespaced_pod(namespace=ns)


class RealWatcher(WatchMixin):
    def __init__(self):
        self.api = client.CoreV1Api()


class FakeWatcher(WatchMixin):
    def __init__(self):
        self.api = FakeApi()


# ---- kubernetes.stream.stream runs the exec over a synchronous websocket ----

class ExecMixin:
    async def exec_cmd(self, pod: str, ns: str, cmd: list):
        from kubernetes.stream import stream

        return stream(self.v1_api.connect_get_namespaced_pod_exec, pod, ns, command=cmd,  # want: RC201
                      stderr=True, stdin=False, stdout=True, tty=False)

    def exec_sync(self, pod: str, ns: str, cmd: list):
        from kubernetes.stream import stream

        return stream(self.v1_api.connect_get_namespaced_pod_exec, pod, ns, command=cmd)
