import requests

requests.get(url)  # resilience: ignore   # want: RC001
# resilience: ignore   # want: RC001
requests.get(url)
requests.get(url)  # resilience: ignore[RC101] loopback probe
requests.get(url)  # noqa: S113
x = 1  # a comment that mentions resilience but is not a suppression
from . import laminar  # noqa
