# Clean twin: the URL the file spells out sets socket_timeout in its query
# (redis-py parses it into the connections' keywords).
import redis


def client():
    return redis.from_url("redis://cache:6379/0?socket_timeout=5&socket_connect_timeout=5")
