# kubernetes.client.ApiClient (libmodels/data/sdks-sdk8.yml): call_api and
# request send and take _request_timeout per call; the other methods are
# local conversions.
from kubernetes import client


def manifest(deployment):
    # clean: sanitize_for_serialization serializes locally, no request
    return client.ApiClient().sanitize_for_serialization(deployment)


def raw_get(path):
    api = client.ApiClient()
    return api.call_api(path, "GET", response_type="object")  # want: RC101


def raw_get_bounded(path):
    api = client.ApiClient()
    return api.call_api(path, "GET", response_type="object", _request_timeout=10)
