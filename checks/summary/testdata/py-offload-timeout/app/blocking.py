# Blocking helpers the tools run in a worker thread (asyncio.to_thread,
# loop.run_in_executor), and an action table one tool dispatches through
# (package dispatch: Offloaded, Alts).
import subprocess


def ssh_uptime(host: str) -> str:
    return subprocess.run(["ssh", host, "uptime"], capture_output=True, text=True, timeout=120).stdout  # want: RC104 whole-only


def ssh_quick(host: str) -> str:
    return subprocess.run(["ssh", host, "true"], capture_output=True, text=True, timeout=20).stdout


def ssh_bounded(host: str) -> str:
    return subprocess.run(["ssh", host, "df"], capture_output=True, text=True, timeout=90).stdout


def ssh_background(host: str) -> str:
    return subprocess.run(["ssh", host, "sync"], capture_output=True, text=True, timeout=600).stdout


def ssh_lambda(host: str) -> str:
    return subprocess.run(["ssh", host, "last"], capture_output=True, text=True, timeout=240).stdout  # want: RC104 whole-only


def ssh_executor(host: str) -> str:
    return subprocess.run(["ssh", host, "free"], capture_output=True, text=True, timeout=300).stdout  # want: RC104 whole-only


def ssh_param(host: str, timeout: float) -> str:
    return subprocess.run(["ssh", host, "w"], capture_output=True, text=True, timeout=timeout).stdout


def _action_restart(host: str, **kwargs) -> str:
    return subprocess.run(["ssh", host, "reboot"], capture_output=True, text=True, timeout=45).stdout  # want: RC104 whole-only


def _action_status(host: str, **kwargs) -> str:
    return subprocess.run(["ssh", host, "status"], capture_output=True, text=True, timeout=10).stdout


def manage_host(host: str, action: str, **kwargs) -> str:
    actions = {
        "restart": _action_restart,
        "status": _action_status,
    }
    handler = actions.get(action)
    if handler is None:
        return "unknown action"
    return handler(host, **kwargs)


def _quick_restart(host: str, **kwargs) -> str:
    return subprocess.run(["ssh", host, "restart"], capture_output=True, text=True, timeout=25).stdout


def _quick_status(host: str, **kwargs) -> str:
    return subprocess.run(["ssh", host, "status"], capture_output=True, text=True, timeout=5).stdout


def manage_quick(host: str, action: str) -> str:
    actions = {"restart": _quick_restart, "status": _quick_status}
    return actions[action](host)
