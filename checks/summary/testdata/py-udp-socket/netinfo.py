import socket


def local_ip():
    # A datagram socket's connect sends nothing and waits for nothing.
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("8.8.8.8", 80))
        return s.getsockname()[0]


def reachable(host):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.connect((host, 80))  # want: RC101
        return True
