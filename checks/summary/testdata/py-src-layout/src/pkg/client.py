import subprocess

import requests


def get_user(uid):
    return requests.get(f"https://api.example.com/users/{uid}").json()  # want: RC101


def call(url, **kwargs):
    return requests.get(url, **kwargs)


def run_git(*args):
    return subprocess.run(["git", *args], capture_output=True, timeout=60)


def shell(cmd):
    return subprocess.run(cmd, shell=True, capture_output=True)  # want: RC102


def version():
    return subprocess.run(["tool", "--version"], capture_output=True, text=True).stdout.strip()  # want: RC102
