# Implementations handed their client by the tools (Spira's
# _create_build_url_impl(spira_client, ...)): the parameter is untyped, so
# its class is what every caller passes.


def create_build_impl(spira_client, name):
    return spira_client.post_request("builds", {"name": name})


def record_run_outer(client, name):
    return record_run_inner(client, name)


def record_run_inner(conn, name):
    # handed on through record_run_outer's own parameter
    return conn.post_request("runs", {"name": name})


def mixed_impl(client, name):
    # one caller passes a SpiraClient, another a ReadOnlyClient: unknown
    return client.post_request("mixed", {"name": name})


def inline_impl(client, name):
    # the caller passes a call, not a name: unknown
    return client.post_request("inline", {"name": name})

