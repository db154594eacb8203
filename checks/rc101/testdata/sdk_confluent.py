# confluent-kafka: Consumer.poll() and Producer.flush() with no timeout wait
# indefinitely (their default); a timeout given by position or by keyword
# bounds the call, and commit() returns at once (asynchronous by default).
import json
import os

from confluent_kafka import Consumer, Producer
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("kafka")
conf = json.loads(os.environ["KAFKA_CONFIG"])


@mcp.tool()
def explore_topic(topic: str, count: int = 5) -> list:
    consumer = Consumer(conf)
    consumer.subscribe([topic])
    out = []
    for _ in range(count):
        msg = consumer.poll()  # want: RC101
        if msg is not None:
            out.append(msg.value())
    consumer.commit()
    return out


@mcp.tool()
def peek_topic(topic: str) -> list:
    consumer = Consumer(conf)
    consumer.subscribe([topic])
    first = consumer.poll(1.0)
    second = consumer.poll(timeout=2.0)
    return [m.value() for m in (first, second) if m is not None]


@mcp.tool()
def publish(topic: str, value: str) -> str:
    producer = Producer(conf)
    producer.produce(topic, value.encode())
    producer.flush(10)
    return "sent"
