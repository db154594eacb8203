import boto3
from botocore.config import Config
import httpx
import requests


CFG = Config(connect_timeout=5, read_timeout=10)


def get_s3():
    # both boto3 clients (one package): the factory's value is a boto3 client
    if boto3.DEFAULT_SESSION:
        return boto3.client("s3", config=CFG)
    return boto3.Session().client("s3", config=CFG)


class Helper:
    @classmethod
    def make(cls, name):
        return boto3.client(name, config=CFG)


def get_async():
    return httpx.AsyncClient(timeout=10)


def either(flag):
    # two packages: the value is unknown, so no row applies
    if flag:
        return boto3.client("s3", config=CFG)
    return requests.Session()


session = requests.Session()

shared = None
shared = requests.Session()

mixed = requests.Session()
mixed = httpx.AsyncClient(timeout=10)

lazy = requests.Session()


def reset_lazy():
    global lazy
    lazy = httpx.AsyncClient(timeout=10)
