import httpx

client = httpx.Client(timeout=10)


def download(url):
    with client.stream("GET", url) as r:  # want: RC404
        return b"".join(r.iter_bytes())
