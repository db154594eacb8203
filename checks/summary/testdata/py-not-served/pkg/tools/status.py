import subprocess


def status() -> str:
    return subprocess.run(["git", "status"], capture_output=True, text=True).stdout  # want: RC102 medium
