import asyncio
import itertools
import random
import time

import backoff
import httpx
import requests
import tenacity
from requests.adapters import HTTPAdapter
from tenacity import retry, stop_after_attempt, stop_never, wait_random_exponential
from urllib3.util.retry import Retry

# ---- positives ----


def keep_asking(url):
    while True:  # want: RC303
        try:
            return requests.get(url, timeout=5).json()
        except requests.RequestException:
            time.sleep(random.uniform(0, 2))


async def fetch_forever(client, url):
    while 1:  # want: RC303
        try:
            resp = await client.get(url)
            resp.raise_for_status()
            break
        except httpx.HTTPError:
            await asyncio.sleep(random.random())
    return resp


def counted_but_never_checked(session, url):
    for attempt in itertools.count():  # want: RC303
        try:
            return session.post(url, timeout=5)
        except requests.ConnectionError as e:
            print("attempt", attempt, e)
            continue


def other_handler_raises(url):
    # the second handler gives up, but connection errors loop forever
    while True:  # want: RC303
        try:
            return requests.get(url, timeout=5)
        except requests.ConnectionError:
            time.sleep(random.uniform(0, 1))
        except Exception:
            raise


def status_exit_is_not_a_cap(url):
    while True:  # want: RC303
        try:
            resp = requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(random.uniform(0, 1))
            continue
        if resp.status_code == 200:
            return resp


@retry  # want: RC303
def bare():
    return requests.get("https://x", timeout=5)


@tenacity.retry(wait=wait_random_exponential(max=10))  # want: RC303
def no_stop():
    return requests.get("https://x", timeout=5)


@retry(stop=stop_never, wait=wait_random_exponential(max=10))  # want: RC303
def stop_never_set():
    return requests.get("https://x", timeout=5)


@backoff.on_exception(backoff.expo, requests.RequestException)  # want: RC303
def backoff_forever():
    return requests.get("https://x", timeout=5)


@backoff.on_predicate(backoff.expo, max_tries=None)  # want: RC303
def backoff_none():
    return requests.get("https://x", timeout=5)


for_ever = tenacity.Retrying(wait=wait_random_exponential(max=5))  # want: RC303
adapter = HTTPAdapter(max_retries=Retry(total=None, backoff_factor=0.5))  # want: RC303


# ---- negatives ----


def capped(url):
    attempt = 0
    while True:
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            attempt += 1
            if attempt >= 5:
                raise
            time.sleep(random.uniform(0, 2**attempt))


def deadline(url):
    end = time.monotonic() + 30
    while True:
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            pass
        if time.monotonic() > end:
            raise TimeoutError(url)
        time.sleep(random.uniform(0, 1))


def bounded_range(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(random.uniform(0, 2**attempt))


def conditioned(self, url):
    while not self.stopped:
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(random.uniform(0, 1))


def worker(queue):
    # a worker loop: it never leaves on success, so it is no retry
    while True:
        try:
            job = queue.get()
            requests.post(job.url, timeout=5)
        except requests.RequestException:
            time.sleep(1)


def parse_loop(lines):
    # not an outbound call: a parse loop
    while True:
        try:
            return int(next(lines))
        except ValueError:
            continue


def handler_always_raises(url):
    while True:
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            raise


def over_items(urls):
    for url in urls:
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            continue


@retry(stop=stop_after_attempt(5), wait=wait_random_exponential(max=10))
def stopped():
    return requests.get("https://x", timeout=5)


@backoff.on_exception(backoff.expo, requests.RequestException, max_time=60)
def backoff_capped():
    return requests.get("https://x", timeout=5)


def make(**opts):
    return tenacity.Retrying(**opts)


ok_retry = Retry(total=None, connect=3, read=2)
default_retry = Retry(backoff_factor=0.5)
retry_decorator = some_other_module.retry  # not tenacity
