# Polls of an upstream until it reports a state (issue 18, batch 4).
import time

import requests


def wait_for_job(job_id):
    while True:  # want: RC303
        job = requests.get(f"https://api.example.com/jobs/{job_id}", timeout=10).json()
        if job["status"] in ("DONE", "FAILED"):
            return job
        time.sleep(5)


# Clean look-alikes: a deadline, and an attempt cap.
def wait_with_deadline(job_id):
    deadline = time.monotonic() + 60
    while True:
        job = requests.get(f"https://api.example.com/jobs/{job_id}", timeout=10).json()
        if job["status"] == "DONE":
            return job
        if time.monotonic() > deadline:
            raise TimeoutError(job_id)
        time.sleep(5)


def wait_capped(job_id, max_polls=20):
    polls = 0
    while True:
        job = requests.get(f"https://api.example.com/jobs/{job_id}", timeout=10).json()
        if job["status"] == "DONE" or polls >= max_polls:
            return job
        polls += 1
        time.sleep(5)
