import threading


class CallbackServer:
    def __init__(self, port):
        self.port = port
        self.done = threading.Event()
        self.code = None

    def wait_for_callback(self, timeout):
        self.done.wait(timeout)
        return self.code
