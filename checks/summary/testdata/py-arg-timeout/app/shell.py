import subprocess


def run_command(cmd, timeout):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout


def wrapped(cmd, timeout=None):
    return run_command(cmd, timeout)
