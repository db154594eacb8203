import os

import aiobreaker
import httpx
import pybreaker
import requests
from circuitbreaker import CircuitBreaker as CB

WEATHER_URL = os.environ.get("WEATHER_URL", "https://api.weather.example/v1")
SEARCH_URL = os.getenv("SEARCH_URL") or "https://search.example/api"
NEWS_URL = "https://news.example/headlines"
UNKNOWN_URL = os.environ["UNKNOWN_URL"]

shared = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30)
weather_breaker = pybreaker.CircuitBreaker(name="weather")
search_breaker = pybreaker.CircuitBreaker(name="search")
async_shared = aiobreaker.CircuitBreaker()
decorating = CB(failure_threshold=3)
calls = pybreaker.CircuitBreaker()
ctx = pybreaker.CircuitBreaker()
passed = pybreaker.CircuitBreaker()
kw = pybreaker.CircuitBreaker()


# ---- positives ----

@shared
def forecast(city):
    return requests.get(f"{WEATHER_URL}/forecast", params={"q": city}, timeout=10)


@shared  # want: RC403
def search(q):
    return requests.get(SEARCH_URL, params={"q": q}, timeout=10)


@async_shared
async def a_news(client: httpx.AsyncClient):
    async with httpx.AsyncClient(timeout=10) as c:
        return await c.get(NEWS_URL)


@async_shared  # want: RC403
async def a_weather():
    async with httpx.AsyncClient(timeout=10) as c:
        return await c.get(WEATHER_URL + "/current")


@decorating
def d1():
    return httpx.get("https://one.example/a", timeout=5)


@decorating  # want: RC403
def d2():
    return httpx.post("https://two.example/b", timeout=5)


def with_calls():
    calls.call(requests.get, WEATHER_URL, timeout=10)
    calls.call(requests.get, f"{WEATHER_URL}/alerts", timeout=10)  # same host: fine
    calls.call(requests.get, NEWS_URL, timeout=10)  # want: RC403


def with_blocks():
    with ctx.calling():
        requests.get(NEWS_URL, timeout=10)
    with ctx.calling():  # want: RC403
        requests.post("https://tickets.example/api", json={}, timeout=10)


async def helper(client, breaker, url, **params):
    with breaker.calling():
        return await client.get(url, params=params)


async def through_helper(client):
    await helper(client, passed, f"{WEATHER_URL}/forecast")
    await helper(client, passed, SEARCH_URL, q="x")  # want: RC403


def keyword_url():
    kw.call(requests.get, url="https://a.example/x", timeout=5)
    kw.call(requests.get, url="https://b.example/y", timeout=5)  # want: RC403


def session_calls():
    s = requests.Session()
    with weather_breaker.calling():
        s.get(WEATHER_URL, timeout=5)
    with weather_breaker.calling():  # want: RC403
        s.get("https://search.example/other", timeout=5)


# ---- negatives ----

@weather_breaker
def own_weather():
    return requests.get(f"{WEATHER_URL}/forecast", timeout=10)


@search_breaker
def own_search(q):
    return requests.get(SEARCH_URL, params={"q": q}, timeout=10)


@search_breaker
def own_search_again(q):
    return requests.get(f"{SEARCH_URL}?page=2", params={"q": q}, timeout=10)


def unresolvable():
    search_breaker.call(requests.get, UNKNOWN_URL, timeout=5)  # host unknown: not counted


def dynamic(url):
    search_breaker.call(requests.get, url, timeout=5)


class Fuse:
    def call(self, fn, *args):
        return fn(*args)


fuse = Fuse()
fuse.call(requests.get, "https://x.example/a", timeout=5)
fuse.call(requests.get, "https://y.example/b", timeout=5)  # not a breaker library


def relative_paths():
    with search_breaker.calling():
        httpx.get("/local/path", timeout=5)
