import asyncio
import random
import time
from time import sleep

import backoff
import requests
import retrying
import tenacity
from requests.adapters import HTTPAdapter
from tenacity import retry, stop_after_attempt, wait_exponential, wait_fixed, wait_random, wait_random_exponential
from urllib3.util import Retry

RETRY_DELAY = 2

# ---- positives ----


def fixed(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(2)  # want: RC302


def fixed_constant(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.ConnectionError:
            sleep(RETRY_DELAY)  # want: RC302


async def fixed_param(client, url, delay=1.0):
    for _ in range(3):
        try:
            return await client.get(url)
        except Exception:
            await asyncio.sleep(delay)  # want: RC302


def exponential_no_jitter(url):
    for attempt in range(5):
        try:
            return requests.post(url, timeout=5)
        except requests.RequestException:
            time.sleep(0.5 * 2**attempt)  # want: RC302


def doubling(url):
    wait = 1
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(min(wait, 30))  # want: RC302
            wait *= 2


def no_wait(session, url):
    for attempt in range(4):  # want: RC302
        try:
            return session.get(url, timeout=5)
        except requests.RequestException:
            continue


@retry(stop=stop_after_attempt(3))  # want: RC302
def tenacity_no_wait():
    return requests.get("https://x", timeout=5)


@tenacity.retry(stop=stop_after_attempt(3), wait=wait_fixed(2))  # want: RC302
def tenacity_fixed():
    return requests.get("https://x", timeout=5)


@retry(stop=stop_after_attempt(3), wait=wait_exponential(multiplier=1, max=10))  # want: RC302
def tenacity_exponential():
    return requests.get("https://x", timeout=5)


@backoff.on_exception(backoff.expo, requests.RequestException, max_tries=5, jitter=None)  # want: RC302
def backoff_no_jitter():
    return requests.get("https://x", timeout=5)


@retrying.retry(stop_max_attempt_number=3, wait_fixed=2000)  # want: RC302
def retrying_fixed():
    return requests.get("https://x", timeout=5)


immediate = Retry(total=3, status_forcelist=[502, 503])  # want: RC302
adapter = HTTPAdapter(max_retries=3)  # want: RC302

# ---- negatives ----


def full_jitter(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(random.uniform(0, min(10, 0.2 * 2**attempt)))


def helper_delay(self, url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(self._compute_backoff(attempt))


def server_directed(url):
    for attempt in range(5):
        resp = None
        try:
            resp = requests.get(url, timeout=5)
            resp.raise_for_status()
            return resp
        except requests.HTTPError:
            time.sleep(float(resp.headers.get("Retry-After", "1")))


def jitter_variable(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            jittered = random.random() * 2**attempt
            time.sleep(jittered)


def one_retry(url, token):
    for attempt in range(2):
        try:
            return requests.get(url, headers={"Authorization": token}, timeout=5)
        except PermissionError:
            token = refresh()


def waits_through_helper(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            backoff_wait(attempt)


def not_a_retry(jobs):
    for job in jobs:
        try:
            requests.post(job, timeout=5)
        except requests.RequestException:
            time.sleep(1)


def polling_sleep_outside_loop(url):
    time.sleep(2)
    return requests.get(url, timeout=5)


@retry(stop=stop_after_attempt(3), wait=wait_random_exponential(max=10))
def tenacity_jitter():
    return requests.get("https://x", timeout=5)


@retry(stop=stop_after_attempt(3), wait=wait_fixed(1) + wait_random(0, 2))
def tenacity_fixed_plus_random():
    return requests.get("https://x", timeout=5)


WAIT = wait_random_exponential(multiplier=0.5)


@retry(stop=stop_after_attempt(3), wait=WAIT)
def tenacity_wait_variable():
    return requests.get("https://x", timeout=5)


@backoff.on_exception(backoff.expo, requests.RequestException, max_tries=5)
def backoff_default_jitter():
    return requests.get("https://x", timeout=5)


@retrying.retry(stop_max_attempt_number=3, wait_random_min=100, wait_random_max=2000)
def retrying_random():
    return requests.get("https://x", timeout=5)


ok_retry = Retry(total=3, backoff_factor=0.5)
no_retries = Retry(0)
jittered = Retry(total=3, backoff_jitter=1.0)
ok_adapter = HTTPAdapter(max_retries=ok_retry)
zero_adapter = HTTPAdapter(max_retries=0)


# A delay computed by a function of this file is judged by its body.
def _backoff_seconds(attempt, retry_after=None):
    delay = min(0.5 * (2**attempt), 30)
    if retry_after:
        delay = min(max(delay, float(retry_after)), 30)
    return delay


def _jittered_backoff(attempt):
    return random.uniform(0, min(30, 0.5 * 2**attempt))


def _flat_backoff(attempt):
    return 2


def backoff_in_helper(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.HTTPError as e:
            wait = _backoff_seconds(attempt, e.response.headers.get("Retry-After"))
            time.sleep(wait)  # want: RC302


def jittered_helper(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(_jittered_backoff(attempt))


def flat_helper(url):
    for attempt in range(5):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(_flat_backoff(attempt))
