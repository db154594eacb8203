"""weather-desk: a small FastMCP server with the resilience defects people ship.

Every defective line ends with an "expect" comment naming the rule that should
report it; server_fixed.py is the same server written correctly. This file is
scanned by resilience-check, never run.
"""

import asyncio
import os
import subprocess
import time
import traceback

import asyncpg
import httpx
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather-desk")

WEATHER_URL = os.environ.get("WEATHER_URL", "https://api.weather.example/v1")
SEARCH_URL = os.environ.get("SEARCH_URL", "https://search.example/api/v2/search")
NEWS_URL = os.environ.get("NEWS_URL", "https://news.example/api/headlines")
AUTHZ_URL = os.environ.get("AUTHZ_URL", "http://authz.internal:8080/v1/check")
TICKETS_URL = os.environ.get("TICKETS_URL", "https://helpdesk.example/api/tickets")
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://weather@db.internal/weather")

HISTORY_SQL = """
    SELECT observed_at, temp_c, wind_kph
    FROM observations
    WHERE station_id = $1 AND observed_at > now() - make_interval(days => $2)
    ORDER BY observed_at
"""

_pool: asyncpg.Pool | None = None


def is_authorized(user_id: str, action: str) -> bool:
    """Ask the policy service whether user_id may perform action."""
    try:
        resp = requests.get(AUTHZ_URL, params={"user": user_id, "action": action}, timeout=(5, 20))
        resp.raise_for_status()
        return bool(resp.json()["allowed"])
    except Exception:
        # The policy service is flaky; don't lock people out while it is down.
        return True  # expect: RC401


@mcp.tool()
def get_forecast(city: str, days: int = 3) -> dict:
    """Daily forecast for a city."""
    resp = requests.get(f"{WEATHER_URL}/forecast", params={"q": city, "days": days})  # expect: RC101 RC201
    resp.raise_for_status()
    return resp.json()


@mcp.tool()
def search_web(query: str, limit: int = 5) -> list[dict]:
    """Web search results for a query."""
    resp = httpx.get(SEARCH_URL, params={"q": query, "count": limit}, timeout=None)  # expect: RC101 RC201
    resp.raise_for_status()
    return [{"title": r["title"], "url": r["url"]} for r in resp.json()["results"]]


@mcp.tool()
def radar_image(region: str) -> str:
    """Latest radar frame for a region, rendered by the local radar tool as base64 PNG."""
    cmd = ["radar-render", "--region", region, "--format", "png-base64"]
    out = subprocess.run(cmd, capture_output=True, check=True)  # expect: RC102 RC201
    return out.stdout.decode()


@mcp.tool()
async def current_conditions(city: str) -> dict:
    """Current conditions; asks again once if the upstream says its data is stale."""
    data = requests.get(f"{WEATHER_URL}/current", params={"q": city}).json()  # expect: RC101 RC201
    if data.get("stale"):
        time.sleep(1)  # expect: RC201
        async with httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0)) as client:
            data = (await client.get(f"{WEATHER_URL}/current", params={"q": city})).json()
    return data


def _fetch_alerts(region: str) -> list[dict]:
    # Keep asking until the alerts service answers.
    while True:  # expect: RC303
        try:
            resp = requests.get(f"{WEATHER_URL}/alerts", params={"region": region}, timeout=(5, 20))
            resp.raise_for_status()
            return resp.json()["alerts"]
        except requests.RequestException:
            time.sleep(2)  # expect: RC302


@mcp.tool()
def weather_alerts(region: str) -> list[dict]:
    """Active severe-weather alerts for a region."""
    return _fetch_alerts(region)  # expect: RC201


@mcp.tool()
def create_ticket(user_id: str, title: str, body: str) -> dict:  # expect: RC601
    """Open a helpdesk ticket on behalf of a user."""
    if not is_authorized(user_id, "tickets:create"):  # expect: RC201
        return {"error": "not allowed"}
    payload = {"reporter": user_id, "title": title, "body": body}
    last_error = None
    for _ in range(5):  # expect: RC104
        try:
            resp = requests.post(TICKETS_URL, json=payload, timeout=(5, 20))  # expect: RC301 RC201
            resp.raise_for_status()
            return {"ticket": resp.json()["id"]}
        except requests.RequestException as e:
            last_error = e
            time.sleep(1)  # expect: RC302 RC201
    return {"error": str(last_error)}  # expect: RC402


@mcp.tool()
async def city_briefing(city: str) -> dict:
    """Forecast, alerts and local headlines for a city in one call."""
    async with httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0)) as client:
        forecast, alerts, news = await asyncio.gather(  # expect: RC602
            client.get(f"{WEATHER_URL}/forecast", params={"q": city}),
            client.get(f"{WEATHER_URL}/alerts", params={"q": city}),
            client.get(NEWS_URL, params={"q": f"{city} weather"}),
        )
    return {
        "forecast": forecast.json(),
        "alerts": alerts.json()["alerts"],
        "headlines": news.json()["articles"][:5],
    }


async def get_pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(DATABASE_URL)  # expect: RC501 RC103
    return _pool


@mcp.tool()
async def station_history(station_id: str, days: int = 7) -> dict:
    """Hourly observations recorded by a weather station over the last few days."""
    try:
        pool = await get_pool()
        async with pool.acquire() as conn:
            rows = await conn.fetch(HISTORY_SQL, station_id, days)  # expect: RC103
        return {"station": station_id, "observations": [dict(r) for r in rows]}
    except Exception:
        return {"error": traceback.format_exc()}  # expect: RC402


if __name__ == "__main__":
    mcp.run()
