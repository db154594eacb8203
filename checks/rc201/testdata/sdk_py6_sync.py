# Synchronous clients of libmodels/data/sdks-py6.yml called in async tools
# hold the event loop; the twins hand the call to a worker thread or use the
# library's asyncio client.
import asyncio

import pyodbc
import tweepy
from cassandra.cluster import Cluster
from curl_cffi import requests as curl_requests
from pymemcache.client.base import Client

cache = Client(("cache.internal", 11211), timeout=2)
session = Cluster(["10.0.0.1"]).connect("shop")
twitter = tweepy.Client(bearer_token="t")


async def cached(key: str):
    return cache.get(key)  # want: RC201


async def cached_offloaded(key: str):
    return await asyncio.to_thread(cache.get, key)


async def orders(customer: str):
    return list(session.execute("SELECT * FROM orders WHERE customer = %s", [customer]))  # want: RC201


async def orders_async(customer: str):
    future = session.execute_async("SELECT * FROM orders WHERE customer = %s", [customer])
    return await asyncio.wrap_future(future)


async def fetch(url: str):
    return curl_requests.get(url, impersonate="chrome").text  # want: RC201


async def fetch_async(url: str):
    async with curl_requests.AsyncSession() as s:
        return (await s.get(url)).text


async def post_tweet(text: str):
    return twitter.create_tweet(text=text)  # want: RC201


async def post_tweet_offloaded(text: str):
    return await asyncio.to_thread(twitter.create_tweet, text=text)


async def query(dsn: str, sql: str):
    conn = pyodbc.connect(dsn, timeout=5)  # want: RC201
    return conn.execute(sql).fetchall()  # want: RC201


def query_sync(dsn: str, sql: str):
    conn = pyodbc.connect(dsn, timeout=5)
    return conn.execute(sql).fetchall()


# A client a class builds in a method and keeps in self, through a builder
# chain (Snowpark's Session.builder.configs(c).create()): its call() and
# use_*() run at once; session.sql(q) only builds a lazy DataFrame.
from snowflake.snowpark import Session


class Warehouse:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self.session = None

    async def connect(self):
        self.session = Session.builder.configs(self.cfg).create()

    async def use(self, name: str):
        self.session.use_warehouse(name)  # want: RC201

    async def use_offloaded(self, name: str):
        await asyncio.to_thread(self.session.use_warehouse, name)

    async def lazy(self, sql: str):
        return self.session.sql(sql)


# Synchronous broker clients (kind queue) wait on their socket: a Kafka
# producer's flush() and pika's BlockingConnection.
import pika
from confluent_kafka import Producer

producer = Producer({"bootstrap.servers": "kafka:9092"})


async def publish(topic: str, payload: bytes):
    producer.produce(topic, payload)
    producer.flush(5)  # want: RC201


async def publish_offloaded(topic: str, payload: bytes):
    producer.produce(topic, payload)
    await asyncio.to_thread(producer.flush, 5)


async def rabbit_channel(host: str):
    conn = pika.BlockingConnection(pika.ConnectionParameters(host=host, blocked_connection_timeout=10))
    return conn.channel()  # want: RC201


# Firebase Admin's auth functions and Together's sync client request on the
# calling thread.
from firebase_admin import auth
from together import AsyncTogether, Together

together_client = Together()
together_async = AsyncTogether()


async def lookup_user(email: str):
    return auth.get_user_by_email(email)  # want: RC201


async def lookup_user_offloaded(email: str):
    return await asyncio.to_thread(auth.get_user_by_email, email)


async def complete(prompt: str):
    return together_client.chat.completions.create(model="m", messages=[{"role": "user", "content": prompt}])  # want: RC201


async def complete_async(prompt: str):
    return await together_async.chat.completions.create(model="m", messages=[{"role": "user", "content": prompt}])
