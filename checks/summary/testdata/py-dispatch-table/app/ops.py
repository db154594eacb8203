# The operations a low-level server's call_tool dispatches to by name
# (package dispatch).
import subprocess


def run_kubectl(arguments: dict) -> str:
    return subprocess.run(["kubectl", "get", arguments["kind"]], capture_output=True, text=True, check=True, timeout=30).stdout


def run_helm(arguments: dict) -> str:
    return subprocess.run(["helm", "list"], capture_output=True, text=True, check=True, timeout=30).stdout


def echo(arguments: dict) -> str:
    return str(arguments.get("text", ""))


def count(arguments: dict) -> str:
    return str(len(arguments))
