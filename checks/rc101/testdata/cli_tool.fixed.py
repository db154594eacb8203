"""Issue 21: a command-line program (argparse, a __main__ guard) calling an
API without a timeout is low: a person runs it and can interrupt it. The same
call in a tool handler of a server is medium and says where it is."""
import argparse

import requests


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    args = parser.parse_args()
    print(requests.get(args.url, timeout=(5, 20)).status_code)  # want: RC101 low


if __name__ == "__main__":
    main()
