import random
import time

import backoff
import httpx
import requests
import requests as rq
import tenacity
from requests.adapters import HTTPAdapter
from tenacity import retry, stop_after_attempt, wait_random_exponential
from urllib3.util.retry import Retry

session = requests.Session()

# ---- positives ----


def create_ticket(payload):
    for attempt in range(5):
        try:
            resp = requests.post(TICKETS, json=payload, timeout=10)  # want: RC301
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))


def alias_patch(payload):
    for attempt in range(3):
        try:
            return rq.patch(URL, json=payload, timeout=10)  # want: RC301
        except rq.ConnectionError:
            time.sleep(random.random())


def session_request(payload):
    attempt = 0
    while attempt < 3:
        try:
            return session.request("POST", URL, json=payload, timeout=10)  # want: RC301
        except requests.Timeout:
            attempt += 1
            time.sleep(random.random())


async def httpx_client(payload):
    async with httpx.AsyncClient(timeout=10) as client:
        for attempt in range(3):
            try:
                r = await client.post(URL, json=payload)  # want: RC301
                return r.json()
            except httpx.TransportError:
                await asyncio.sleep(random.random())


@retry(stop=stop_after_attempt(3), wait=wait_random_exponential(max=5))
def tenacity_post(payload):
    return requests.post(URL, json=payload, timeout=10)  # want: RC301


@backoff.on_exception(backoff.expo, requests.RequestException, max_tries=3)
def backoff_post(payload, headers):
    return session.post(URL, json=payload, headers={"Authorization": headers["a"]}, timeout=10)  # want: RC301


retry_all = Retry(total=3, backoff_factor=0.5, allowed_methods=None)  # want: RC301
retry_false = Retry(total=3, backoff_factor=0.5, method_whitelist=False)  # want: RC301
retry_post = Retry(total=3, backoff_factor=0.5, allowed_methods=["GET", "POST"])  # want: RC301
MUTATING = frozenset({"PUT", "PATCH"})
retry_var = Retry(total=3, backoff_factor=0.5, allowed_methods=Retry.DEFAULT_ALLOWED_METHODS | MUTATING)  # want: RC301


def comment_mentions_key(payload):
    # TODO: the upstream takes an Idempotency-Key header; none is sent yet
    for attempt in range(5):
        try:
            return requests.post(URL, json=payload, timeout=10)  # want: RC301
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))

# ---- negatives ----


def with_key(payload, key):
    for attempt in range(5):
        try:
            return requests.post(URL, json=payload, headers={"Idempotency-Key": key}, timeout=10)
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))


def key_in_variable(payload, idempotency_key):
    headers = {"Idempotency-Key": idempotency_key}
    for attempt in range(5):
        try:
            return requests.post(URL, json=payload, headers=headers, timeout=10)
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))


def get_is_idempotent(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=10)
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))


def put_is_idempotent(url, body):
    for attempt in range(5):
        try:
            return requests.put(url, json=body, timeout=10)
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))


def not_retried(payload):
    try:
        return requests.post(URL, json=payload, timeout=10)
    except requests.RequestException:
        return None


def once_per_item(items):
    for item in items:
        try:
            requests.post(URL, json=item, timeout=10)
        except requests.RequestException:
            continue


def post_outside_the_retry(payload):
    for attempt in range(3):
        try:
            token = requests.get(TOKEN_URL, timeout=10).json()
            break
        except requests.RequestException:
            time.sleep(random.random())
    return requests.post(URL, json=payload, headers={"Authorization": token}, timeout=10)


def unrelated_post(board, msg):
    for attempt in range(3):
        try:
            return board.post(msg)
        except ConnectionError:
            time.sleep(random.random())


def method_variable(method, payload):
    # the callers choose the method: the loop retries a POST too (anymethod.go)
    for attempt in range(3):
        try:
            return session.request(method, URL, json=payload, timeout=10)  # want: RC301
        except requests.RequestException:
            time.sleep(random.random())


@retry(stop=stop_after_attempt(3), wait=wait_random_exponential(max=5))
def tenacity_get():
    return requests.get(URL, timeout=10)


default_retry = Retry(total=3, backoff_factor=0.5)
idempotent_only = Retry(total=3, backoff_factor=0.5, allowed_methods=["GET", "PUT", "DELETE"])
adapter = HTTPAdapter(max_retries=default_retry)
