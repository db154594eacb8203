import asyncio
import functools
import http.client
import urllib.request
from typing import Optional, Union

import aiohttp
import anyio
import httpx
import requests
import requests as rq
import urllib3
from requests import Session, post
from urllib.request import urlopen as open_url

shared = requests.Session()
sync_client = httpx.Client(timeout=10)


# ---- positives ----

async def fetch_user(uid):
    resp = await asyncio.to_thread(requests.get, f"https://api.example/users/{uid}", timeout=5)  # want: RC201
    return resp.json()


async def aliased(url):
    await asyncio.to_thread(rq.put, url, data=b"x", timeout=5)  # want: RC201
    await asyncio.to_thread(post, url, json={}, timeout=5)  # want: RC201
    return (await asyncio.to_thread(open_url, url, timeout=5)).read()  # want: RC201


async def chained(url):
    return requests.Session().get(url, timeout=5).json()  # want: RC201


async def with_session(url):
    with requests.Session() as s:
        s.post(url, json={}, timeout=5)  # want: RC201
    with Session() as s2:
        return s2.request("GET", url, timeout=5)  # want: RC201


async def module_level_clients(url):
    shared.delete(url, timeout=5)  # want: RC201
    sync_client.get(url)  # want: RC201
    return await asyncio.to_thread(httpx.post, url, json={})  # want: RC201


async def annotated(client: httpx.Client, other: Optional[requests.Session], third: Union[httpx.Client, None]):
    client.get("/a")  # want: RC201
    other.get("/b", timeout=5)  # want: RC201
    third.stream("GET", "/c")  # want: RC201
    local: httpx.Client = make_client()
    local.post("/d")  # want: RC201


async def stdlib(host, url):
    conn = http.client.HTTPSConnection(host, timeout=5)
    conn.request("GET", "/")  # want: RC201
    body = conn.getresponse().read()  # want: RC201
    pool = urllib3.PoolManager(timeout=5)
    pool.request("GET", url)  # want: RC201
    await asyncio.to_thread(urllib3.request, "GET", url, timeout=5)  # want: RC201
    await asyncio.to_thread(urllib.request.urlretrieve, url, "/tmp/x")  # want: RC201
    return body


class Weather:
    def __init__(self):
        self.session = requests.Session()
        self.http = aiohttp.ClientSession()

    async def current(self, city):
        return self.session.get(URL, params={"q": city}, timeout=5).json()  # want: RC201

    async def forecast(self, city):
        async with self.http.get(URL, params={"q": city}) as resp:  # an aiohttp session: fine
            return await resp.json()


class LazyClient:
    def __init__(self):
        self._client = None

    def _ensure(self):
        if self._client is None:
            self._client = httpx.Client(timeout=10)

    async def fetch(self, url):
        self._ensure()
        return self._client.get(url)  # want: RC201


async def in_comprehension(urls):
    # A comprehension runs right here, on the loop.
    return [await asyncio.to_thread(requests.get, u, timeout=5) for u in urls]  # want: RC201


async def multi_line(url):
    return await asyncio.to_thread(
        requests.get,  # want: RC201
        url,
        timeout=5,
    )


# ---- negatives ----

def sync_handler(url):
    return requests.get(url, timeout=5)  # a sync function may block


requests.get("https://example.com", timeout=5)  # module level


async def offloaded(url):
    a = await asyncio.to_thread(requests.get, url, timeout=5)
    b = await asyncio.get_running_loop().run_in_executor(None, functools.partial(requests.get, url, timeout=5))
    c = await asyncio.to_thread(lambda: requests.get(url, timeout=5))
    d = await anyio.to_thread.run_sync(lambda: httpx.get(url))
    return a, b, c, d


async def nested_sync_helper(url):
    def load():
        return requests.get(url, timeout=5)

    return await asyncio.to_thread(load)


async def async_clients(url):
    async with httpx.AsyncClient(timeout=10) as client:
        r1 = await client.get(url)
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as r2:
            pass
    return r1, r2


async def unrelated_receivers(url, client, session):
    cache = {}
    cache.get(url)  # a dict
    client.get(url)  # a parameter of unknown type
    session.post(url)  # unknown
    self_client = make_async_client()
    await self_client.get(url)


async def annotated_async(client: httpx.AsyncClient, session: aiohttp.ClientSession):
    await client.get("/a")
    await session.get("/b")


async def shadowed_module(requests):
    # the parameter hides the import
    return await requests.get("/x")


async def default_argument(data=requests.get("https://example.com/defaults", timeout=5).json()):
    # evaluated once when the function is defined, not on the loop
    return data


async def httpx_non_io(url):
    req = sync_client.build_request("GET", url)
    sync_client.close()
    return httpx.URL(url), req


class Injected:
    def __init__(self, client):
        self.client = client  # could be an AsyncClient: unknown

    async def fetch(self, url):
        return await self.client.get(url)


class MaybeAsync:
    def __init__(self, use_async):
        if use_async:
            self.http = httpx.AsyncClient()
        else:
            self.http = httpx.Client()

    async def fetch(self, url):
        return self.http.get(url)  # two kinds of client: not judged


class UsesOtherClassName:
    def __init__(self):
        self.session = aiohttp.ClientSession()  # another class above has a requests session here

    async def fetch(self, url):
        async with self.session.get(url) as resp:
            return await resp.text()


async def reference_only():
    handler = requests.get  # not a call
    return handler
