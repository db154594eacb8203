import subprocess

import requests


def run(cmd, timeout=300):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout  # want: RC104 whole-only


def count(url, request_timeout: int = 20):
    return requests.get(url, timeout=request_timeout).json()
