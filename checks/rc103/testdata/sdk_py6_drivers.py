# Drivers of libmodels/data/sdks-py6.yml: pyodbc logs in with no timeout by
# default (timeout=0) and pymemcache's connect and socket timeouts default
# to "forever"; cassandra-driver's Session bounds each request at 10 s and
# influxdb-client each HTTP request at 10 s, within the budget. The twins
# set the bound.
import pyodbc
from cassandra.cluster import Cluster
from influxdb_client import InfluxDBClient
from pymemcache.client.base import Client, PooledClient


def open_odbc(dsn: str):
    return pyodbc.connect(dsn, autocommit=True)  # want: RC103


def open_odbc_bounded(dsn: str):
    return pyodbc.connect(dsn, autocommit=True, timeout=10)


cache = Client(("cache.internal", 11211))  # want: RC103
cache_bounded = Client(("cache.internal", 11211), connect_timeout=2, timeout=2)
pooled = PooledClient(("cache.internal", 11211), max_pool_size=4)  # want: RC103

cluster = Cluster(["10.0.0.1"])
influx = InfluxDBClient(url="http://influx:8086", token="t", org="o")
