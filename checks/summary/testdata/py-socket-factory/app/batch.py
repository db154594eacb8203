# Clean look-alikes: a long socket timeout only a batch job waits on, and a
# sync HTTP helper in another file that async code runs off the event loop
# or that only sync code calls.
import asyncio

from app.client import fetch_report


class Exporter:
    def __init__(self, sock):
        self.sock = sock

    def export(self) -> bytes:
        self.sock.settimeout(600.0)
        return self.sock.recv(1 << 20)


def make_exporter(sock):
    return Exporter(sock)


def nightly(sock):
    return make_exporter(sock).export()


def report_sync(q):
    return fetch_report(q)


async def report_thread(q):
    return await asyncio.to_thread(fetch_report, q)


async def report_executor(q):
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, fetch_report, q)
