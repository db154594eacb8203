# Class of real code: a client that refreshes its token once when the upstream
# answers 401 and calls again; a guard in the except clause ends the loop
# after that single retry.
import requests


def fetch_profile(session: requests.Session, url: str, refresh) -> dict:
    refreshed = 0
    while True:
        try:
            resp = session.get(url, timeout=10)
            resp.raise_for_status()
            return resp.json()
        except requests.HTTPError:
            if refreshed >= 1:
                raise
            refreshed += 1
            refresh(session)


# Still reported: four immediate retries.
def fetch_feed(session: requests.Session, url: str) -> dict:
    failures = 0
    while True:  # want: RC302
        try:
            return session.get(url, timeout=10).json()
        except requests.RequestException:
            if failures > 3:
                raise
            failures += 1
