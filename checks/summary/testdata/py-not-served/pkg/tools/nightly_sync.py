import subprocess


def sync() -> str:
    return subprocess.run(["git", "fetch"], capture_output=True, text=True).stdout  # want: RC102 medium
