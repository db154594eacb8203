import requests as rq


def call(method, url):
    return rq.request(method, url, timeout=10)  # want: RC404
