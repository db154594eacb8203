# Clients of libmodels/data/sdks-more.yml: pika's blocked connection, Okta,
# Apache Airflow and Meilisearch leave every call unbounded by default.
import pika
from airflow_client.client import ApiClient, Configuration
from meilisearch import Client
from okta.client import Client as OktaClient

# pika: blocked_connection_timeout is None by default.
params = pika.ConnectionParameters(host="mq", port=5672)  # want: RC101
params_bounded = pika.ConnectionParameters(host="mq", port=5672, blocked_connection_timeout=30)

# meilisearch-python: Config.timeout is None by default.
search = Client("http://meili:7700", "key")  # want: RC101
search_bounded = Client("http://meili:7700", "key", timeout=10)
search_positional = Client("http://meili:7700", "key", 10)

# apache-airflow-client: no call passes a request timeout.
airflow = ApiClient(Configuration(host="http://airflow:8080/api/v1"))  # want: RC101


def get_okta_client(org_url: str, token: str) -> OktaClient:
    # okta-sdk-python: a request timeout of 0 means no limit.
    return OktaClient({"orgUrl": org_url, "token": token})  # want: RC101
