# Receivers whose client is a default or a dict element (checks/facts/pyrecv,
# bench/realcode/blind8-misses.tsv "origin unknown"): `client or Ctor()`
# builds Ctor when nothing is injected; boto3 clients kept per region in a
# dict field of self; a getter that awaits-returns a module-level client.
import boto3
import requests

_session = None


async def get_session():
    global _session
    if _session is None:
        _session = requests.Session()
    return _session


class Storage:
    def __init__(self, regions, http=None):
        self.http = http or requests.Session()
        self.fallback = http if http else requests.Session()
        self.s3_clients = {}
        for region in regions:
            self.s3_clients[region] = boto3.client("s3", region_name=region)

    def _client_for(self, region):
        return self.s3_clients[region]

    async def create_bucket(self, name, region):
        return self.s3_clients[region].create_bucket(Bucket=name)  # want: RC201

    async def upload(self, name, region, body):
        s3 = self._client_for(region)
        return s3.put_object(Bucket=name, Key="k", Body=body)  # want: RC201

    async def ping(self, url):
        return self.http.get(url, timeout=5)  # want: RC201

    async def ping_fallback(self, url):
        return self.fallback.get(url, timeout=5)  # want: RC201


async def fetch(url):
    s = await get_session()
    return s.get(url, timeout=5)  # want: RC201


# ---- look-alikes: an injected client with no default, a dict whose
# elements are built by two constructors, a dict of async clients, an `and`
# (not a default) ----

class Mixed:
    def __init__(self, http, regions):
        self.http = http
        self.guarded = http and requests.Session()
        self.clients = {"s3": boto3.client("s3"), "web": requests.Session()}
        self.tasks = {}
        for r in regions:
            self.tasks[r] = make_task(r)

    async def ping(self, url):
        return self.http.get(url, timeout=5)

    async def guarded_ping(self, url):
        return self.guarded.get(url, timeout=5)

    async def list(self, key):
        return self.clients[key].list_buckets()

    async def run(self, r):
        return self.tasks[r].get()


def make_task(r):
    return r
