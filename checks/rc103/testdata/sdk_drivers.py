# Drivers recognised from library rows (checks/libmodels/data/sdks.yml): a
# call that leaves the bound unset is reported when the driver's documented
# default is none or above the database budget (15 s).
import clickhouse_connect
import clickhouse_driver
import pymongo
import pymssql
import pymysql
from motor.motor_asyncio import AsyncIOMotorClient
from neo4j import GraphDatabase

ch = clickhouse_connect.get_client(host="ch")  # want: RC103
ch_bounded = clickhouse_connect.get_client(host="ch", send_receive_timeout=30)
# clickhouse-driver's send_receive_timeout defaults to 300 s.
native = clickhouse_driver.Client("ch")  # want: RC103
native_bounded = clickhouse_driver.Client("ch", send_receive_timeout=10)

mongo = pymongo.MongoClient("mongodb://db")  # want: RC103
mongo_bounded = pymongo.MongoClient("mongodb://db", timeoutMS=5000)
mongo_socket = pymongo.MongoClient("mongodb://db", socketTimeoutMS=5000)
motor = AsyncIOMotorClient("mongodb://db")  # want: RC103

mysql = pymysql.connect(host="db", user="u")  # want: RC103
mysql_bounded = pymysql.connect(host="db", user="u", read_timeout=10, write_timeout=10)
mysql_kwargs = pymysql.connect(**settings)

# pymssql's query timeout is 0 (none) by default; login_timeout bounds the login only.
mssql = pymssql.connect(server="db", user="u", login_timeout=5)  # want: RC103
mssql_bounded = pymssql.connect(server="db", user="u", timeout=10)
mssql_positional = pymssql.connect("db", "u", "p", "app", 10)

# The Neo4j driver is recognised (its errors are database errors) but not
# reported: a query's bound is neo4j.Query(text, timeout=...), per query.
graph = GraphDatabase.driver("bolt://graph", auth=("u", "p"))
