"""Status-code retry loops with no try/except of their own (statusloop.go)."""
import random
import time

import requests

TICKETS = "https://tickets.example.com/api/tickets"

# ---- positives ----


def create_ticket(payload):
    for attempt in range(4):
        resp = requests.post(TICKETS, json=payload, timeout=10)  # want: RC301
        if resp.status_code in (429, 502, 503):
            time.sleep(random.uniform(0, 2**attempt))
            continue
        return resp.json()


# ---- clean twins ----


def get_ticket(ticket_id):
    for attempt in range(4):
        resp = requests.get(f"{TICKETS}/{ticket_id}", timeout=10)
        if resp.status_code in (429, 502, 503):
            time.sleep(random.uniform(0, 2**attempt))
            continue
        return resp.json()


def create_ticket_rate_limited(payload):
    # re-sent only after a 429: the upstream refused it before doing anything
    for attempt in range(4):
        resp = requests.post(TICKETS, json=payload, timeout=10)
        if resp.status_code in (200, 201):
            return resp.json()
        elif resp.status_code == 429:
            time.sleep(random.uniform(0, 2**attempt))
            continue
        else:
            raise RuntimeError(f"tickets answered {resp.status_code}")


def create_once_polled(payload):
    resp = requests.post(TICKETS, json=payload, timeout=10)
    ticket = resp.json()
    while True:
        state = requests.get(f"{TICKETS}/{ticket['id']}", timeout=10).json()
        if state["status"] == "open":
            time.sleep(2)
            continue
        return state
