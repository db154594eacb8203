# Database and cache drivers of libmodels/data/sdks-libpy31.yml whose
# timeout defaults to none: pg8000 (timeout=None), python-tds (query
# timeout none) and valkey-py (socket_timeout=None, as redis-py).
import pg8000
import pytds
import valkey

pg = pg8000.connect(user="app", host="db.test", database="app", password="p")  # want: RC103
pg_bounded = pg8000.connect(user="app", host="db.test", database="app", password="p", timeout=15)

mssql = pytds.connect("mssql.test", "app", "user", "p")  # want: RC103
mssql_bounded = pytds.connect("mssql.test", "app", "user", "p", timeout=15)

cache = valkey.Valkey(host="cache.test", port=6379)  # want: RC103
cache_bounded = valkey.Valkey(host="cache.test", port=6379, socket_timeout=5, socket_connect_timeout=2)
