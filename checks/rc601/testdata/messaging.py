# Messages published to a broker (pika's basic_publish): delivered at least
# once, so a publish retried after a lost acknowledgement delivers the
# message again unless it carries a message_id a consumer dedupes on.
import pika
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("rabbit")
channel = pika.BlockingConnection(pika.ConnectionParameters("localhost")).channel()


# ---- positives ----

@mcp.tool()
async def enqueue(queue: str, message: str) -> str:  # want: RC601
    channel.basic_publish(exchange="", routing_key=queue, body=message)
    return "ok"


# ---- clean look-alikes ----

@mcp.tool()
async def enqueue_with_id(queue: str, message: str, message_id: str) -> str:
    channel.basic_publish(exchange="", routing_key=queue, body=message, properties=pika.BasicProperties(message_id=message_id))
    return "ok"


@mcp.tool()
async def declare_queue(queue: str) -> str:
    channel.queue_declare(queue, durable=True)
    return "ok"
