# Class of real code: the Python form of a 429 loop whose continue is
# guarded by the attempt counter; every other answer returns or raises.
import time

import requests


def capped_by_continue(url):
    attempt = 0
    while True:
        resp = requests.get(url, timeout=10)
        if resp.status_code == 429 and attempt < 5:
            attempt += 1
            time.sleep(2 ** attempt)
            continue
        resp.raise_for_status()
        return resp.json()


# The look-alike: the body does not end in an exit, so the loop also comes
# back around when the status is not 429.
def uncapped_fallthrough(url):
    attempt = 0
    while True:  # want: RC303
        resp = requests.get(url, timeout=10)
        if resp.status_code == 429 and attempt < 5:
            attempt += 1
            time.sleep(2 ** attempt)
            continue
        if resp.ok:
            return resp.json()
        time.sleep(1)
