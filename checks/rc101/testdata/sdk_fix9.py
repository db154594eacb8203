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
