import urllib.request


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as r:  # want: RC404
        return r.read()
