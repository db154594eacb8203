import socket

# a process-wide default bounds every new socket's connect
socket.setdefaulttimeout(10)


def connect(host, port):
    s = socket.socket()
    s.connect((host, port))
    return s
