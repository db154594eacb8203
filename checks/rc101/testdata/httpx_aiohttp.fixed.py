import httpx
import aiohttp
from aiohttp import ClientSession, ClientTimeout

NONE = None

# ---- positives ----

httpx.get(url, timeout=httpx.Timeout(20.0, connect=5.0))  # want: RC101
httpx.post(url, json={}, timeout=httpx.Timeout(20.0, connect=5.0))  # want: RC101
httpx.Client(timeout=httpx.Timeout(20.0, connect=5.0))  # want: RC101
client = httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0))  # want: RC101
httpx.stream("GET", url, timeout=httpx.Timeout(20.0, connect=5.0))  # want: RC101

ok_client = httpx.Client()
ok_client.get(url, timeout=httpx.Timeout(20.0, connect=5.0))  # want: RC101


async def main():
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30, sock_connect=5)) as s:  # want: RC101
        await s.get(url)
    async with ClientSession(timeout=aiohttp.ClientTimeout(total=30, sock_connect=5)) as s:  # want: RC101
        await s.get(url)
    unbounded = aiohttp.ClientTimeout(total=None, sock_read=None)
    session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30, sock_connect=5))  # want: RC101
    ok = aiohttp.ClientSession()
    await ok.get(url, timeout=aiohttp.ClientTimeout(total=30, sock_connect=5))  # want: RC101
    await aiohttp.request("GET", url, timeout=aiohttp.ClientTimeout(total=30, sock_connect=5))  # want: RC101


# ---- negatives ----

httpx.get(url)  # httpx defaults to 5 s
httpx.post(url, timeout=10)
httpx.Client()
httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0))
httpx.Client(timeout=httpx.Timeout(None, connect=5.0, read=20.0))


def build(timeout=None):
    return httpx.Client(timeout=timeout)


def build2(**kw):
    return httpx.Client(**kw)


ok_client.get(url)
ok_client.get(url, timeout=3)


async def fine():
    async with aiohttp.ClientSession() as s:  # aiohttp's default total is 300 s
        await s.get(url)
        await s.get(url, timeout=None)  # newer aiohttp reads None as the session default
    aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30))
    aiohttp.ClientSession(timeout=ClientTimeout(total=None, sock_connect=5, sock_read=30))
    aiohttp.ClientSession(timeout=ClientTimeout(60))
    aiohttp.ClientSession(timeout=None)
    aiohttp.ClientSession(timeout=some_timeout)
    aiohttp.ClientSession(timeout=ClientTimeout(**cfg))
    cache.get(url, timeout=None)


def get(url):  # a local function named like requests.get
    return cache[url]


class Session:  # a local class named like requests.Session
    def get(self, url):
        return url


get(url)
Session().get(url)
