# Creates the API keys by a name the request carries and refuses to repeat
# (libmodels/data/http-apis.yml: jenkins-remote-api, grafana-http-api): a
# retried create makes nothing twice. A build is queued again on every POST.
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jenkins-grafana")
JENKINS = "https://jenkins.example.com"
GRAFANA = "https://grafana.example.com"


@mcp.tool()
def trigger_build(job: str) -> str:  # want: RC601
    return requests.post(f"{JENKINS}/job/{job}/build", timeout=10).text


@mcp.tool()
def create_job(name: str, config_xml: str) -> str:
    return requests.post(f"{JENKINS}/createItem", params={"name": name}, data=config_xml, timeout=10).text


@mcp.tool()
def create_dashboard(dashboard: dict) -> str:
    return requests.post(f"{GRAFANA}/api/dashboards/db", json={"dashboard": dashboard, "overwrite": False}, timeout=10).text


@mcp.tool()
def create_datasource(name: str, url: str) -> str:
    return requests.post(f"{GRAFANA}/api/datasources", json={"name": name, "url": url, "type": "prometheus"}, timeout=10).text
