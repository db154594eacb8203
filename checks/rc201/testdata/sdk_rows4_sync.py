# Synchronous clients modelled in libmodels/data/sdks-rows4.yml and sdks.yml
# (bench/realcode/blind.tsv "library unknown" rows): Apache IoTDB's pooled
# Thrift sessions, Port's PyPort client held in a field set from an annotated
# parameter, Datalayer's JupyterServerClient, OpenAI's and Anthropic's sync
# clients, and a SQLAlchemy ORM Session make their round trips on the
# calling thread, so an async function that calls them holds the event loop.
import asyncio
from contextvars import ContextVar
from typing import Optional

from anthropic import Anthropic, AsyncAnthropic
from iotdb.SessionPool import PoolConfig, SessionPool
from jupyter_server_client import JupyterServerClient
from openai import AsyncOpenAI, OpenAI
from pyport import PortClient
from sqlalchemy.orm import Session

pool = SessionPool(PoolConfig(node_urls=["iotdb:6667"], user_name="u", password="p"), 10, 5000)


async def metadata_query(sql: str):
    session = pool.get_session()  # want: RC201
    res = session.execute_query_statement(sql)  # want: RC201
    pool.put_back(session)
    return res


class EntityClient:
    _client: PortClient

    def __init__(self, client: PortClient):
        self._client = client

    async def get_entities(self, blueprint: str):
        return self._client.entities.get_entities(blueprint)  # want: RC201

    async def trigger(self, data: dict):
        response = self._client.make_request(method="POST", endpoint="agent/invoke", json=data)  # want: RC201
        return response.json().get("ok")


async def list_dir(server: JupyterServerClient, path: str):
    return server.contents.list_directory(path)  # want: RC201


async def summarise(text: str):
    client = OpenAI(timeout=20)
    response = client.chat.completions.create(model="m", messages=[{"role": "user", "content": text}])  # want: RC201
    return response.choices[0].message.content


async def answer(text: str):
    client = Anthropic(timeout=20)
    return client.messages.create(model="m", max_tokens=100, messages=[{"role": "user", "content": text}])  # want: RC201


async def contact(db: Optional[Session], wx_id: str):
    return db.query(wx_id).first()  # want: RC201


# ---- look-alikes: the async clients, the calls off the event loop, a
# ---- container of sessions, and a reassigned parameter ----

_db_var: ContextVar[Optional[Session]] = ContextVar("db", default=None)


async def current_db():
    return _db_var.get()


async def summarise_async(text: str):
    client = AsyncOpenAI(timeout=20)
    return await client.chat.completions.create(model="m", messages=[{"role": "user", "content": text}])


async def answer_async(text: str):
    client = AsyncAnthropic(timeout=20)
    return await client.messages.create(model="m", max_tokens=100, messages=[{"role": "user", "content": text}])


async def metadata_query_threaded(sql: str):
    session = await asyncio.to_thread(pool.get_session)
    return await asyncio.to_thread(session.execute_query_statement, sql)


def list_dir_sync(server: JupyterServerClient, path: str):
    return server.contents.list_directory(path)


class LocalPort:
    def make_request(self, method: str, endpoint: str):
        return {"method": method, "endpoint": endpoint}


class Stubbed:
    def __init__(self, client: PortClient):
        client = LocalPort()  # the parameter is rebound: its annotation no longer says what it holds
        self._client = client

    async def get_entities(self, blueprint: str):
        return self._client.make_request(method="GET", endpoint=blueprint)
