import subprocess

from app.config import DEFAULT_TIMEOUT, SHORT_TIMEOUT


def execute(cmd: str, timeout: int | None = None) -> str:
    if timeout is None:
        timeout = DEFAULT_TIMEOUT
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=float(timeout)).stdout  # reported where config.py binds DEFAULT_TIMEOUT


def execute_short(cmd: str, timeout: int | None = None) -> str:
    if timeout is None:
        timeout = SHORT_TIMEOUT
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout).stdout


def execute_kw(cmd: str, *, timeout: int = 240) -> str:
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout).stdout  # want: RC104 whole-only
