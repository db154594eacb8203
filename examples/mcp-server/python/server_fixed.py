"""weather-desk, written to fail safely: the same tools as server.py.

Every upstream call has a connect/read timeout and its own circuit breaker,
blocking work stays off the event loop, retries are bounded with exponential
backoff and full jitter, authorization fails closed, errors returned to the
model carry a reference id instead of internals, the mutating tool takes an
idempotency key, aggregation degrades to a partial answer and the database pool
is bounded. resilience-check reports nothing here.
"""

import asyncio
import logging
import os
import random
import re
import subprocess
import time
import uuid

import asyncpg
import httpx
import pybreaker
import requests
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

log = logging.getLogger("weather-desk")
mcp = FastMCP("weather-desk")

WEATHER_URL = os.environ.get("WEATHER_URL", "https://api.weather.example/v1")
SEARCH_URL = os.environ.get("SEARCH_URL", "https://search.example/api/v2/search")
NEWS_URL = os.environ.get("NEWS_URL", "https://news.example/api/headlines")
AUTHZ_URL = os.environ.get("AUTHZ_URL", "http://authz.internal:8080/v1/check")
TICKETS_URL = os.environ.get("TICKETS_URL", "https://helpdesk.example/api/tickets")
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://weather@db.internal/weather")

HTTP_TIMEOUT = (5, 20)  # seconds: connect, read
HTTPX_TIMEOUT = httpx.Timeout(20.0, connect=5.0)
RENDER_TIMEOUT_S = 30
MAX_ATTEMPTS = 3
BACKOFF_BASE_S = 0.2
BACKOFF_CAP_S = 4.0

HISTORY_SQL = """
    SELECT observed_at, temp_c, wind_kph
    FROM observations
    WHERE station_id = $1 AND observed_at > now() - make_interval(days => $2)
    ORDER BY observed_at
"""

# One breaker per upstream: a failing search API must not trip the weather API.
authz_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="authz")
weather_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="weather")
search_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="search")
news_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="news")
tickets_breaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30, name="tickets")

session = requests.Session()
_pool: asyncpg.Pool | None = None
_tickets_by_key: dict[tuple[str, str], dict] = {}  # in production: a shared store with a TTL
UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def safe_error(what: str) -> ToolError:
    """Log the current exception under a short reference id; tell the model only the id."""
    ref = uuid.uuid4().hex[:8]
    log.exception("%s failed [ref=%s]", what, ref)
    return ToolError(f"internal error [ref: {ref}]; {what} did not complete")


def is_authorized(user_id: str, action: str) -> bool:
    """Ask the policy service whether user_id may perform action; deny when unsure."""
    try:
        with authz_breaker.calling():
            resp = session.get(AUTHZ_URL, params={"user": user_id, "action": action}, timeout=HTTP_TIMEOUT)
            resp.raise_for_status()
        return resp.json().get("allowed") is True
    except (requests.RequestException, pybreaker.CircuitBreakerError, ValueError):
        log.warning("authorization service unavailable; denying %s for %s", action, user_id)
        raise ToolError("authorization service temporarily unavailable; try again later") from None


def _get_forecast(city: str, days: int = 3) -> dict:
    try:
        with weather_breaker.calling():
            resp = session.get(f"{WEATHER_URL}/forecast", params={"q": city, "days": days}, timeout=HTTP_TIMEOUT)
            resp.raise_for_status()
    except (requests.RequestException, pybreaker.CircuitBreakerError):
        raise safe_error("forecast lookup") from None
    return resp.json()


@mcp.tool()
async def get_forecast(city: str, days: int = 3) -> dict:
    """Daily forecast for a city."""
    # mcp 1.x's FastMCP calls a sync tool on its event loop: the blocking work runs in a worker thread
    return await asyncio.to_thread(_get_forecast, city, days)


def _search_web(query: str, limit: int = 5) -> list[dict]:
    try:
        with search_breaker.calling():
            resp = httpx.get(SEARCH_URL, params={"q": query, "count": limit}, timeout=HTTPX_TIMEOUT)
            resp.raise_for_status()
    except (httpx.HTTPError, pybreaker.CircuitBreakerError):
        raise safe_error("web search") from None
    return [{"title": r["title"], "url": r["url"]} for r in resp.json()["results"]]


@mcp.tool()
async def search_web(query: str, limit: int = 5) -> list[dict]:
    """Web search results for a query."""
    # mcp 1.x's FastMCP calls a sync tool on its event loop: the blocking work runs in a worker thread
    return await asyncio.to_thread(_search_web, query, limit)


def _radar_image(region: str) -> str:
    cmd = ["radar-render", "--region", region, "--format", "png-base64"]
    try:
        out = subprocess.run(cmd, capture_output=True, check=True, timeout=RENDER_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise ToolError(f"radar rendering took longer than {RENDER_TIMEOUT_S}s") from None
    except subprocess.CalledProcessError:
        raise safe_error("radar rendering") from None
    return out.stdout.decode()


@mcp.tool()
async def radar_image(region: str) -> str:
    """Latest radar frame for a region, rendered by the local radar tool as base64 PNG."""
    # mcp 1.x's FastMCP calls a sync tool on its event loop: the blocking work runs in a worker thread
    return await asyncio.to_thread(_radar_image, region)


async def _guarded_get(client: httpx.AsyncClient, breaker: pybreaker.CircuitBreaker, url: str, **params) -> dict:
    with breaker.calling():
        resp = await client.get(url, params=params)
        resp.raise_for_status()
    return resp.json()


@mcp.tool()
async def current_conditions(city: str) -> dict:
    """Current conditions; asks again once if the upstream says its data is stale."""
    try:
        async with httpx.AsyncClient(timeout=HTTPX_TIMEOUT) as client:
            data = await _guarded_get(client, weather_breaker, f"{WEATHER_URL}/current", q=city)
            if data.get("stale"):
                await asyncio.sleep(1)
                data = await _guarded_get(client, weather_breaker, f"{WEATHER_URL}/current", q=city)
    except (httpx.HTTPError, pybreaker.CircuitBreakerError):
        raise safe_error("current conditions lookup") from None
    return data


def _fetch_alerts(region: str) -> list[dict]:
    # GET is idempotent, so it may be retried: a few attempts, exponential backoff, full jitter.
    for attempt in range(MAX_ATTEMPTS):
        try:
            with weather_breaker.calling():
                resp = session.get(f"{WEATHER_URL}/alerts", params={"region": region}, timeout=HTTP_TIMEOUT)
                resp.raise_for_status()
            return resp.json()["alerts"]
        except requests.RequestException:
            if attempt == MAX_ATTEMPTS - 1:
                raise
            time.sleep(random.uniform(0, min(BACKOFF_CAP_S, BACKOFF_BASE_S * 2**attempt)))
    raise AssertionError("unreachable")


@mcp.tool()
async def weather_alerts(region: str) -> list[dict]:
    """Active severe-weather alerts for a region."""
    try:
        return await asyncio.to_thread(_fetch_alerts, region)
    except (requests.RequestException, pybreaker.CircuitBreakerError):
        raise safe_error("alerts lookup") from None


def _create_ticket(user_id: str, title: str, body: str, idempotency_key: str) -> dict:
    if not UUID_RE.match(idempotency_key):
        raise ToolError("idempotency_key must be a lowercase UUID")
    if not is_authorized(user_id, "tickets:create"):
        raise ToolError("not allowed to create tickets")
    key = (user_id, idempotency_key)
    if key in _tickets_by_key:  # a retry of a ticket already created: replay the result
        return _tickets_by_key[key]
    payload = {"reporter": user_id, "title": title, "body": body}
    try:
        with tickets_breaker.calling():
            resp = session.post(TICKETS_URL, json=payload, headers={"Idempotency-Key": idempotency_key}, timeout=HTTP_TIMEOUT)
            resp.raise_for_status()
    except (requests.RequestException, pybreaker.CircuitBreakerError):
        raise safe_error("ticket creation") from None
    result = {"ticket": resp.json()["id"]}
    _tickets_by_key[key] = result
    return result


@mcp.tool()
async def create_ticket(user_id: str, title: str, body: str, idempotency_key: str) -> dict:
    """Open a helpdesk ticket. Reuse the same idempotency_key (a UUID) when retrying."""
    # mcp 1.x's FastMCP calls a sync tool on its event loop: the blocking work runs in a worker thread
    return await asyncio.to_thread(_create_ticket, user_id, title, body, idempotency_key)


@mcp.tool()
async def city_briefing(city: str) -> dict:
    """Forecast, alerts and local headlines; returns what it could get and lists what is missing."""
    async with httpx.AsyncClient(timeout=HTTPX_TIMEOUT) as client:
        forecast, alerts, news = await asyncio.gather(
            _guarded_get(client, weather_breaker, f"{WEATHER_URL}/forecast", q=city),
            _guarded_get(client, weather_breaker, f"{WEATHER_URL}/alerts", q=city),
            _guarded_get(client, news_breaker, NEWS_URL, q=f"{city} weather"),
            return_exceptions=True,
        )
    if isinstance(forecast, BaseException):  # the core source: without it there is no briefing
        raise ToolError("the forecast service is temporarily unavailable")
    return {
        "forecast": forecast,
        "alerts": None if isinstance(alerts, BaseException) else alerts["alerts"],
        "headlines": None if isinstance(news, BaseException) else news["articles"][:5],
        "_partial": [name for name, r in (("alerts", alerts), ("headlines", news)) if isinstance(r, BaseException)],
    }


async def get_pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(
            DATABASE_URL,
            min_size=1,
            max_size=10,
            timeout=5,  # connect
            command_timeout=15,  # per statement
            max_inactive_connection_lifetime=300,
        )
    return _pool


@mcp.tool()
async def station_history(station_id: str, days: int = 7) -> dict:
    """Hourly observations recorded by a weather station over the last few days."""
    try:
        pool = await get_pool()
        async with pool.acquire(timeout=5) as conn:
            rows = await conn.fetch(HISTORY_SQL, station_id, days, timeout=15)
    except (asyncpg.PostgresError, OSError, asyncio.TimeoutError):
        raise safe_error("station history query") from None
    return {"station": station_id, "observations": [dict(r) for r in rows]}


if __name__ == "__main__":
    mcp.run()
