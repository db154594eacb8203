import subprocess


def main() -> None:
    print(subprocess.run(["git", "log"], capture_output=True, text=True).stdout)  # want: RC102 medium
