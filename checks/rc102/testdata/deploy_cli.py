#!/usr/bin/env python3
"""A deployment command-line program (it starts with #!): not a server."""
import argparse
import subprocess


def kubectl(args):
    return subprocess.run(["kubectl", *args], check=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cmd")
    kubectl([parser.parse_args().cmd])


if __name__ == "__main__":
    main()
