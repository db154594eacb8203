import http.client
import json


class Supervisor:
    def _worker_rpc(self, host, port, payload, *, timeout=None):
        conn = http.client.HTTPConnection(host, port, timeout=timeout)  # want: RC101
        conn.request("POST", "/mcp", json.dumps(payload))
        return json.loads(conn.getresponse().read())

    def ping(self, host, port):
        return self._worker_rpc(host, port, {"method": "ping"}, timeout=2.0)

    def tools_list(self, host, port):
        # no timeout: _worker_rpc's None reaches HTTPConnection
        return self._worker_rpc(host, port, {"method": "tools/list"})

    def _bounded_rpc(self, host, port, payload, wait=None):
        # look-alike: every call passes wait
        conn = http.client.HTTPConnection(host, port, timeout=wait)
        conn.request("POST", "/mcp", json.dumps(payload))
        return json.loads(conn.getresponse().read())

    def status(self, host, port):
        return self._bounded_rpc(host, port, {"method": "status"}, wait=5.0)

    def health(self, host, port):
        return self._bounded_rpc(host, port, {"method": "health"}, 3.0)

    def _fallback_rpc(self, host, port, payload, limit=None):
        # look-alike: None is replaced before use
        limit = limit or 10
        conn = http.client.HTTPConnection(host, port, timeout=limit)
        conn.request("POST", "/mcp", json.dumps(payload))
        return json.loads(conn.getresponse().read())

    def info(self, host, port):
        return self._fallback_rpc(host, port, {"method": "info"})
