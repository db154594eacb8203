# A synchronous client whose methods the tools run through a wrapper of a
# thread offload (tools.py _run_sync; package dispatch: offloadWrapper).
import requests


class Client:
    def download(self, url: str) -> bytes:
        r = requests.get(url, timeout=300)  # want: RC104 whole-only
        return r.content

    def quick(self, url: str) -> bytes:
        r = requests.get(url, timeout=20)
        return r.content


def fetch_report(url: str) -> bytes:
    return requests.get(url, timeout=120).content  # want: RC104 whole-only


def fetch_bounded(url: str) -> bytes:
    return requests.get(url, timeout=90).content
