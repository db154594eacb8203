import subprocess


def fetch() -> str:
    return subprocess.run(["git", "pull"], capture_output=True, text=True).stdout  # want: RC102 medium
