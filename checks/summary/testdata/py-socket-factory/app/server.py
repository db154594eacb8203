# A tool server that reaches its socket connection through a factory
# function: the methods called on what get_conn() returns are
# BlenderLike's. send() sets a 180 s socket timeout that every tool waits
# on, over the 30 s tool budget: reported once, where it is set.
import socket
from dataclasses import dataclass

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("scene")


@dataclass
class BlenderLike:
    host: str
    port: int
    sock: socket.socket = None

    def send(self, payload: bytes) -> bytes:
        self.sock.sendall(payload)
        self.sock.settimeout(180.0)  # want: RC104
        return self.sock.recv(8192)

    def ping(self) -> bytes:
        self.sock.settimeout(5.0)
        return self.sock.recv(16)


_conn = None


def get_conn():
    global _conn
    if _conn is None:
        _conn = BlenderLike(host="localhost", port=9876)
    return _conn


@mcp.tool()
def scene_info() -> str:
    conn = get_conn()
    return conn.send(b"scene").decode()  # want: RC104 diff-only


@mcp.tool()
def object_info(name: str) -> str:
    conn = get_conn()
    return conn.send(name.encode()).decode()  # want: RC104 diff-only


@mcp.tool()
def alive() -> str:
    return get_conn().ping().decode()
