import urllib.request


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as r:  # want: RC403
        return r.read()
