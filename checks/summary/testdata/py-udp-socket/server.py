from netinfo import local_ip, reachable


async def status(host):
    ip = local_ip()
    ok = reachable(host)  # want: RC201, RC101 diff-only
    return ip, ok
