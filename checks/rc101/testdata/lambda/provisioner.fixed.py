# Class of real code: an AWS Lambda function of its own (a CloudFormation
# custom resource answering its pre-signed ResponseURL at deploy time). The
# function's configured timeout ends every invocation and no tool reaches
# it: low, as in a script.
import json
import urllib.request


def send(event, context, status):
    body = json.dumps({"Status": status, "RequestId": event["RequestId"]}).encode()
    req = urllib.request.Request(event["ResponseURL"], data=body, method="PUT")
    with urllib.request.urlopen(req, timeout=20) as resp:  # want: RC101 low
        return resp.status


def handler(event, context):
    send(event, context, "SUCCESS")
