# zscaler-sdk-python with requestTimeout in its config: bounded (the key in
# the file means the config may set it; never a guess).
from zscaler import ZscalerClient

client = ZscalerClient({"clientId": "c", "clientSecret": "s", "vanityDomain": "acme", "requestTimeout": 30})
