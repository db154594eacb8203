import subprocess


def run() -> str:
    return subprocess.run(["git", "status", "-s"], capture_output=True, text=True).stdout  # want: RC102 medium
