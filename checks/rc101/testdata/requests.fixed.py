import requests
import requests as r
from requests import get, Session
import socket
import urllib.request
from urllib.request import urlopen
import http.client
import urllib3

TIMEOUT = (5, 20)
NO_TIMEOUT = None


# ---- positives ----

resp = requests.get("https://example.com", timeout=(5, 20))  # want: RC101
data = requests.get(url, timeout=(5, 20)).json()  # want: RC101
requests.post(url, json={"a": 1}, timeout=(5, 20))  # want: RC101
r.put(url, data=b"x", timeout=(5, 20))  # want: RC101
get(url, timeout=(5, 20))  # want: RC101
requests.request("DELETE", url, timeout=(5, 20))  # want: RC101
requests.head(url, timeout=(5, 20))  # want: RC101
requests.options(url, timeout=(5, 20))  # want: RC101
requests.patch(url, timeout=(5, 20))  # want: RC101
requests.get(  # want: RC101
    url,
    headers={"a": "b"},
    timeout=(5, 20),
)

s = requests.Session()
s.get(url, timeout=(5, 20))  # want: RC101
s.request("GET", url, timeout=(5, 20))  # want: RC101

with requests.Session() as session:
    session.post(url, json={}, timeout=(5, 20))  # want: RC101

with Session() as s2:
    s2.delete(url, timeout=(5, 20))  # want: RC101

requests.Session().get(url, timeout=(5, 20))  # want: RC101
requests.session().get(url, timeout=(5, 20))  # want: RC101


class Client:
    def __init__(self):
        self.session = requests.Session()

    def fetch(self, path):
        return self.session.get(self.base + path, timeout=(5, 20))  # want: RC101


urllib.request.urlopen(url, timeout=20)  # want: RC101
urlopen(url, data, timeout=20)  # want: RC101
http.client.HTTPSConnection("example.com", timeout=20)  # want: RC101
socket.create_connection(("example.com", 443), timeout=5)  # want: RC101

pool = urllib3.PoolManager()
pool.request("GET", url, timeout=urllib3.Timeout(connect=5, read=20))  # want: RC101
urllib3.request("GET", url, timeout=urllib3.Timeout(connect=5, read=20))  # want: RC101


# ---- negatives ----

requests.get(url, timeout=10)
requests.get(url, timeout=TIMEOUT)
requests.post(
    url,
    json={},
    timeout=(5, 20),
)


def call(url, timeout, **kwargs):
    requests.get(url, timeout=timeout)
    requests.get(url, **kwargs)
    requests.get(url, *args)
    t = timeout
    requests.get(url, timeout=t)


def configured(self):
    requests.get(url, timeout=self.timeout)


s.get(url, timeout=5)
session.get(url, timeout=(3.05, 27))

cache.get(key)
os.environ.get("HOME")
{}.get("x")
config.get("url")


def lookup(d):
    return d.get("x")


unknown_session.get(url)  # origin unknown: not judged
make_session().get(url)

urllib.request.urlopen(url, timeout=10)
urlopen(url, None, 10)
http.client.HTTPConnection("example.com", 80, 10)
http.client.HTTPConnection("example.com", timeout=10)
socket.create_connection(("example.com", 443), 5)

pool2 = urllib3.PoolManager(timeout=urllib3.Timeout(connect=5, read=20))
pool2.request("GET", url)
pool.request("GET", url, timeout=5)
urllib3.request("GET", url, timeout=5)

adapted = requests.Session()
adapted.mount("https://", TimeoutHTTPAdapter(timeout=5))
adapted.get(url)  # a custom adapter may set a default timeout

retried = requests.Session()
retried.mount("https://", requests.adapters.HTTPAdapter(max_retries=3))
retried.get(url, timeout=(5, 20))  # want: RC101

partial_session = requests.Session()
partial_session.request = functools.partial(partial_session.request, timeout=10)
partial_session.get(url)  # every call goes through the bounded request
