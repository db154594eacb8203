# RabbitMQ management HTTP API (https://www.rabbitmq.com/docs/http-api-reference):
# some of its POSTs are idempotent by the API's definition (apiidem.go). The
# shape of amazon-mq/mcp-server-rabbitmq: a client class whose request helper
# takes the method, tools that import definitions, declare bindings and
# rebalance queues (clean), and a publish through the API (a real send).
from urllib.parse import quote

import requests
from fastmcp import FastMCP

mcp = FastMCP("rabbitmq")


class RabbitMQAdmin:
    def __init__(self, hostname: str):
        self.base_url = f"http://{hostname}:15672/api"

    def _make_request(self, method: str, endpoint: str, data=None):
        return requests.request(method, f"{self.base_url}/{endpoint}", json=data, timeout=10)

    def update_definitions(self, definition: dict):
        # merged with the current definitions: a repeat changes nothing
        return self._make_request("POST", "definitions", data=definition)

    def create_binding(self, vhost: str, exchange: str, queue: str, routing_key: str):
        v, x, q = quote(vhost, safe=""), quote(exchange, safe=""), quote(queue, safe="")
        return self._make_request("POST", f"bindings/{v}/e/{x}/q/{q}", data={"routing_key": routing_key})

    def rebalance_queues(self):
        return self._make_request("POST", "rebalance/queues", data={})

    def publish(self, vhost: str, exchange: str, body: str):
        v, x = quote(vhost, safe=""), quote(exchange, safe="")
        return self._make_request("POST", f"exchanges/{v}/{x}/publish", data={"payload": body})


admin = RabbitMQAdmin("localhost")


@mcp.tool()
def import_definitions(definitions: dict) -> str:
    admin.update_definitions(definitions)
    return "imported"


@mcp.tool()
def create_binding(vhost: str, exchange: str, queue: str, routing_key: str) -> str:
    admin.create_binding(vhost, exchange, queue, routing_key)
    return "bound"


@mcp.tool()
def rebalance_queues() -> str:
    admin.rebalance_queues()
    return "rebalanced"


@mcp.tool()
def bind_in_place(vhost: str, exchange: str, queue: str) -> str:
    requests.post("http://localhost:15672/api/bindings/" + quote(vhost, safe="") + "/e/" + exchange + "/q/" + queue, json={}, timeout=10)
    return "bound"


# ---- true neighbours: still reported ----


@mcp.tool()
def create_shovel_job(vhost: str, queue: str) -> str:  # want: RC601
    # a POST to an endpoint the table does not list (a job service beside
    # the broker) is still a create
    requests.post("https://jobs.example/v1/shovel-jobs", json={"vhost": vhost, "queue": queue}, timeout=10)
    return "created"
