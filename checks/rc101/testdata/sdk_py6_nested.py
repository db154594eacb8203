# A nested client's per-call bound (libmodels/data/sdks-py6.yml): the
# Databricks SDK's WorkspaceClient hands out services as attributes
# (w.genie, w.jobs) whose *_and_wait methods poll for 20 minutes unless
# given timeout=; the call is judged by the client's row through the
# attribute chain, from a module-level client, an annotated parameter or a
# member of self. The twins pass timeout= or call a method the row does not
# list.
from datetime import timedelta

from databricks.sdk import WorkspaceClient

w = WorkspaceClient()


def ask(space_id: str, question: str):
    return w.genie.start_conversation_and_wait(space_id, question)  # want: RC101


def ask_bounded(space_id: str, question: str):
    return w.genie.start_conversation_and_wait(space_id, question, timeout=timedelta(seconds=30))


def follow_up(client: WorkspaceClient, space_id: str, conversation_id: str, text: str):
    return client.genie.create_message_and_wait(space_id, conversation_id, text)  # want: RC101


def follow_up_bounded(client: WorkspaceClient, space_id: str, conversation_id: str, text: str):
    return client.genie.create_message_and_wait(space_id, conversation_id, text, timeout=timedelta(seconds=30))


def start_message(client: WorkspaceClient, space_id: str, conversation_id: str, text: str):
    # create_message returns a waiter without polling: not a listed method
    return client.genie.create_message(space_id, conversation_id, text)


class Jobs:
    def __init__(self):
        self.ws = WorkspaceClient()

    def run(self, job_id: int):
        return self.ws.jobs.run_now_and_wait(job_id=job_id)  # want: RC101

    def run_bounded(self, job_id: int):
        return self.ws.jobs.run_now_and_wait(job_id=job_id, timeout=timedelta(minutes=1))


# A per-call row that is not nested: the Kubernetes client's API class
# bounds its own methods (_request_timeout), not those of its attributes.
from kubernetes import client as k8s

core = k8s.CoreV1Api()


def pods(namespace: str):
    return core.list_namespaced_pod(namespace)  # want: RC101


def raw_call(path: str):
    return core.api_client.call_api(path, "GET", _request_timeout=5)
