# A value that reads the results of two earlier calls of the try (org_id from
# the organizations API, buckets_api from the client) derives from both: the
# rule's answer must not depend on the order it meets their names in (it
# once did: RC602 came and went between runs of the same binary on this shape).
from influxdb_client import BucketRetentionRules, InfluxDBClient


def create_bucket(url: str, token: str, org: str, name: str) -> dict:
    try:
        client = InfluxDBClient(url=url, token=token, org=org)
        buckets_api = client.buckets_api()
        orgs_api = client.organizations_api()
        orgs = orgs_api.find_organizations(org=org)
        if not orgs:
            raise ValueError("organization not found")
        org_id = orgs[0].id
        bucket = buckets_api.create_bucket(bucket_name=name, org_id=org_id, retention_rules=[BucketRetentionRules(type="expire")])
        return {"id": bucket.id, "name": bucket.name, "org_id": org_id, "orgs": len(orgs)}
    except Exception as e:
        return {"error": "create failed"}
