"""Issue 21: a pip package's entry point that runs the bundled server binary
with the program's own arguments and terminal for its whole life: not
reported. The same call with captured output is a tool run and is."""
import subprocess
import sys
from pathlib import Path

BINARY = Path(__file__).parent / "bin" / "server"


def main() -> None:
    sys.exit(subprocess.call([str(BINARY), *sys.argv[1:]]))


def probe() -> str:
    return subprocess.run([str(BINARY), *sys.argv[1:]], capture_output=True, text=True).stdout  # want: RC102
