# Clean look-alikes: the bound each row names is set (requestTimeout in the
# Okta config, _request_timeout on the Airflow calls).
from airflow_client.client import ApiClient, Configuration
from airflow_client.client.api.dag_api import DAGApi
from okta.client import Client as OktaClient

airflow = ApiClient(Configuration(host="http://airflow:8080/api/v1"))
dags = DAGApi(airflow)


def get_dag(dag_id: str):
    return dags.get_dag(dag_id, _request_timeout=20)


def get_okta_client(org_url: str, token: str) -> OktaClient:
    return OktaClient({"orgUrl": org_url, "token": token, "requestTimeout": 20})
