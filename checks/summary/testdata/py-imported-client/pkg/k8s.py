from kubernetes import client, config


def _get_client(context, client_class):
    api_client = config.new_client_from_config(context=context)
    return client_class(api_client=api_client)


def get_apps_client(context=""):
    return _get_client(context, client.AppsV1Api)


def _default_client(context, client_class=client.CoreV1Api):
    return client_class(api_client=config.new_client_from_config(context=context))


def get_default_client(context=""):
    # the class may be left to the helper's default: not followed
    return _default_client(context)
