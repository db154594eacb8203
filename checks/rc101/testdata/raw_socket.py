import socket


def plain(host, port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.connect((host, port))  # want: RC101
    return s


def bounded(host, port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(5)
    s.connect((host, port))
    return s


def non_blocking(host, port):
    s = socket.socket()
    s.setblocking(False)
    s.connect_ex((host, port))
    return s


class Connection:
    def __init__(self, host, port):
        self.host = host
        self.port = port
        self.sock = None

    def connect(self):
        # the 180 s timeout send() sets later does not bound this connect
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.connect((self.host, self.port))  # want: RC101

    def send(self, payload):
        self.sock.sendall(payload)
        self.sock.settimeout(180.0)
        return self.sock.recv(1024)


class Preset:
    def __init__(self, host, port):
        self.addr = (host, port)
        self.sock = socket.socket()
        self.sock.settimeout(3)

    def open(self):
        self.sock.connect(self.addr)


def local_ip():
    # a UDP connect sends nothing: it only picks the local address
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("8.8.8.8", 80))
        return s.getsockname()[0]
