# Clients of libmodels/data/sdks-libpy31.yml whose timeout defaults to
# none, each with a clean look-alike that sets the bound. The clients that
# take no timeout at all are in sdk_libpy31_nobound.py (a file that names
# timeout, as this one does, is not judged for them).
import googlemaps
import hcloud
import imapclient
import pyzabbix
from coinbase.rest import RESTClient
from gql.transport.requests import RequestsHTTPTransport
from prometheus_api_client import PrometheusConnect
from spotipy.oauth2 import SpotifyClientCredentials, SpotifyOAuth

# IMAPClient: timeout=None, the global socket default (none).
mailbox = imapclient.IMAPClient("imap.test", ssl=True)  # want: RC101
mailbox_bounded = imapclient.IMAPClient("imap.test", ssl=True, timeout=20)

# googlemaps: 'Specify None for no timeout' (the default).
gmaps = googlemaps.Client(key="AIzaTest")  # want: RC101
gmaps_bounded = googlemaps.Client(key="AIzaTest", timeout=10)
gmaps_split = googlemaps.Client(key="AIzaTest", connect_timeout=3, read_timeout=10)

# pyzabbix, hcloud, coinbase, prometheus-api-client: timeout=None by default.
zapi = pyzabbix.ZabbixAPI("https://zabbix.test")  # want: RC101
zapi_bounded = pyzabbix.ZabbixAPI("https://zabbix.test", timeout=10)
hetzner = hcloud.Client(token="t")  # want: RC101
hetzner_bounded = hcloud.Client(token="t", timeout=(3, 20))
coinbase_client = RESTClient(api_key="k", api_secret="s")  # want: RC101
coinbase_bounded = RESTClient(api_key="k", api_secret="s", timeout=10)
prom = PrometheusConnect(url="http://prometheus.test:9090")  # want: RC101
prom_bounded = PrometheusConnect(url="http://prometheus.test:9090", timeout=15)

# gql over requests: the transport's timeout is the bound of every execute.
transport = RequestsHTTPTransport(url="https://api.test/graphql")  # want: RC101
transport_bounded = RequestsHTTPTransport(url="https://api.test/graphql", timeout=15)

# spotipy's auth managers: requests_timeout=None for the token requests.
oauth = SpotifyOAuth(client_id="c", client_secret="s", redirect_uri="http://127.0.0.1:8080/cb")  # want: RC101
oauth_bounded = SpotifyOAuth(client_id="c", client_secret="s", redirect_uri="http://127.0.0.1:8080/cb", requests_timeout=10)
app_auth = SpotifyClientCredentials(client_id="c", client_secret="s")  # want: RC101
