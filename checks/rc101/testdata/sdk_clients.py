# Clients recognised from library rows (checks/libmodels/data/sdks.yml):
# a call that leaves the bound unset is reported when the library's
# documented default is none or above the request budget (60 s).
import anthropic
import arxiv
import boto3
from atlassian import Confluence, Jira
from jira import JIRA
from google.cloud import storage
from kubernetes import client
from openai import OpenAI
from pymilvus import MilvusClient

llm = OpenAI()  # want: RC101
llm_bounded = OpenAI(timeout=20)
claude = anthropic.Anthropic()  # want: RC101
claude_bounded = anthropic.Anthropic(timeout=30.0)
claude_off = anthropic.AsyncAnthropic(timeout=None)  # want: RC101

v1 = client.CoreV1Api()
pods = v1.list_namespaced_pod("default")  # want: RC101
pods_bounded = v1.list_namespaced_pod("default", _request_timeout=10)

# Documented finite defaults within the budget are not defects: botocore's
# 60 s connect and read timeouts, Cloud Storage's 60 s per call.
s3 = boto3.client("s3")
gcs = storage.Client()
blob = gcs.bucket("b").blob("x")

# atlassian-python-api waits 75 s per request by default, above the budget.
jira = Jira(url="https://jira.example.com", token="t")  # want: RC101
wiki = Confluence(url="https://wiki.example.com", token="t", timeout=20)

# jira's JIRA client passes timeout=None to every request unless given one.
tracker = JIRA("https://jira.example.com", token_auth="t")  # want: RC101
tracker_bounded = JIRA("https://jira.example.com", token_auth="t", timeout=20)

# pymilvus waits without bound when timeout is None, its default.
vectors = MilvusClient(uri="http://milvus:19530")  # want: RC101
vectors_bounded = MilvusClient(uri="http://milvus:19530", timeout=10)

# arxiv.py's Client takes no timeout and its session sets none.
papers = arxiv.Client()  # want: RC101
