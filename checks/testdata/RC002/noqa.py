import requests

requests.get(url)  # noqa: RC101   # want: RC101 suppressed
requests.get(url)  # noqa   # want: RC101 suppressed
requests.get(url)  # NOQA:RC101,RC102   # want: RC101 suppressed
requests.get(url)  # type: ignore # noqa: RC101   # want: RC101 suppressed
requests.get(url)  # noqa: E501   # want: RC101
requests.get(url)  # noqa: a local note, no code   # want: RC101
requests.get(url)  # see the noqa docs   # want: RC101
requests.get(url, timeout=5)  # noqa: RC101   # want: RC002
requests.get(url, timeout=5)  # resilience: ignore[RC101] was slow once   # want: RC002
requests.get(url)  # resilience: ignore[RC999] typo   # want: RC002 RC101
requests.get(url, timeout=5)  # noqa: RC998   # want: RC002
requests.get(url, timeout=5)  # resilience: ignore[RC101, RC002] stale, kept   # want: RC002 suppressed
requests.get(url, timeout=5)  # resilience: ignore   # want: RC002
requests.get(url, timeout=5)  # noqa: S113, E501
requests.get(url, timeout=5)  # noqa
requests.get(url, timeout=5)  # nosemgrep: python.requests.best-practice.use-timeout
# noqa: RC101   # want: RC002
x = 1
# resilience: ignore[RC101] alone, covers the next line
requests.get(url)  # want: RC101 suppressed
# RC201 is not run here: a comment about it is not judged
requests.get(url, timeout=5)  # noqa: RC201
