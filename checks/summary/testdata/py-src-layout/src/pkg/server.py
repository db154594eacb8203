from pkg import get_user
from . import client
from .client import call, run_git as git
from .missing import nothing


async def user(uid):
    return get_user(uid)  # want: RC201 RC101 diff-only


async def status():
    git("status")  # want: RC201
    nothing()
    return client.get_user(1)  # want: RC201 RC101 diff-only


def sync_fetch(url):
    call(url)  # want: RC101
    call(url, timeout=5)
    return client.call(url, verify=True)  # want: RC101


def passes(url, **kw):
    return call(url, **kw)


class Tools:
    async def refresh(self):
        return passes("https://api.example.com/x")  # want: RC101 RC201


async def run_shell(cmd):
    return client.shell(cmd)  # want: RC201 RC102 diff-only


def run_shell_sync(cmd):
    return client.shell(cmd)


async def tool_version():
    return client.version()  # want: RC201 RC102 diff-only
