import requests

REPORT_URL = "https://reports.example.com/run"


def run_report(q):
    return requests.get(REPORT_URL, params={"q": q}, timeout=300).text  # want: RC104 whole-only


def quick_report(q):
    return requests.get(REPORT_URL, params={"q": q}, timeout=(3, 20)).text  # want: RC104 whole-only


def slow_connect(q):
    return requests.get(REPORT_URL, params={"q": q}, timeout=(30, 20)).text  # want: RC104 whole-only


def report_twice(q):
    return run_report(q) + quick_report(q)
