# Loops that look like retries but are not: found on real MCP servers and SDKs.
import asyncio
import time

import httpx
import requests


async def watch_disconnect(request, interval):
    # a watcher: it leaves when the state it waits for appears, not when a call succeeds
    while True:
        try:
            if await request.is_disconnected():
                return
        except Exception:
            pass
        await asyncio.sleep(interval)


async def subscriber(redis, key, session):
    # a consumer loop; the only exit is on cancellation
    while True:
        try:
            item = await redis.brpop([key], timeout=5)
            await session.send_notification(item)
        except asyncio.CancelledError:
            break
        except Exception:
            await asyncio.sleep(1)


def job_status(client, job_id):
    # polling a remote job until it reaches a final state
    while True:
        try:
            state = client.get_job(job_id)
            if state["status"] in ("DONE", "FAILED"):
                return state
        except requests.RequestException:
            continue
        time.sleep(3)


async def poll_device_token(http, device_code):
    # OAuth device flow: the interval is the server's, so a fixed delay is right
    while True:
        try:
            resp = await http.post(TOKEN_URL, data={"device_code": device_code})
            if resp.status_code == 200:
                return resp.json()
        except httpx.HTTPError:
            pass
        await asyncio.sleep(5)


def wait_for_local_server(port):
    while True:
        try:
            return requests.get(f"http://127.0.0.1:{port}/health", timeout=1)
        except requests.ConnectionError:
            time.sleep(0.1)


def ask_secret(client):
    # a prompt loop: each pass asks the user again
    while True:
        try:
            value = input("secret: ")
            return client.create_secret(value)
        except ValueError:
            print("try again")
