# Class of real code: a console-script module (cli.py, started through the
# package's [project.scripts], so it has no __main__ guard) that scaffolds a
# project and installs its dependencies in the foreground with a spinner. A
# person watches it; a timeout would cut off a slow install.
import argparse
import subprocess
from pathlib import Path


def install(cmd: list[str], target: Path) -> bool:
    result = subprocess.run(cmd, cwd=target, capture_output=True, text=True)
    return result.returncode == 0


def main() -> None:
    parser = argparse.ArgumentParser(prog="create-app")
    parser.add_argument("name")
    args = parser.parse_args()
    install(["pip", "install", "."], Path(args.name))
