# Clients of libmodels/data/sdks-fix9.yml: caldav's DAVClient waits with no
# bound by default (timeout=None); proxmoxer's 5 s default is bounded; gspread
# is recognised but not judged (its bound is a later method call).
import caldav
import gspread
from proxmoxer import ProxmoxAPI

calendar_client = caldav.DAVClient(url="https://dav.test/", username="u", password="p")  # want: RC101
calendar_bounded = caldav.DAVClient(url="https://dav.test/", username="u", password="p", timeout=15)

sheets = gspread.service_account(filename="sa.json")  # recognised: gspread's bound is a later set_timeout call

# proxmoxer waits 5 s per request by default: bounded.
pve = ProxmoxAPI("pve.test", user="root@pam", token_name="t", token_value="v")


def zscaler_client(client_id: str, secret: str):
    # zscaler-sdk-python: no request timeout in the config leaves requests with timeout=None.
    from zscaler import ZscalerClient

    return ZscalerClient({"clientId": client_id, "clientSecret": secret, "vanityDomain": "acme"})  # want: RC101


# MSAL: timeout=None is passed to every token request.
import msal

entra = msal.ConfidentialClientApplication("app-id", client_credential="s", authority="https://login.test/t")  # want: RC101
entra_bounded = msal.ConfidentialClientApplication("app-id", client_credential="s", authority="https://login.test/t", timeout=10)

# pyairtable: timeout=None by default.
from pyairtable import Api as AirtableApi

airtable = AirtableApi("pat-token")  # want: RC101
airtable_bounded = AirtableApi("pat-token", timeout=(5, 20))
