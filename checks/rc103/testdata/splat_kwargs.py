# Keywords passed as **params from a dict the file builds (checks/facts/splatkw):
# the connect's bound keyword is read in the dict, as a plain keyword would be.
import os

import snowflake.connector


def connect_local():
    params = {"account": os.environ["SF_ACCOUNT"], "user": os.environ["SF_USER"]}
    if os.environ.get("SF_ROLE"):
        params["role"] = os.environ["SF_ROLE"]
    return snowflake.connector.connect(**params)  # want: RC103


def connect_local_bounded():
    params = {"account": os.environ["SF_ACCOUNT"], "user": os.environ["SF_USER"]}
    params["network_timeout"] = 30
    return snowflake.connector.connect(**params)


def connect_literal_bounded():
    params = {"account": os.environ["SF_ACCOUNT"], "network_timeout": 30}
    return snowflake.connector.connect(**params)


class Store:
    def _params(self):
        params = {"account": os.environ["SF_ACCOUNT"]}
        params["warehouse"] = os.environ.get("SF_WAREHOUSE")
        return params

    def _bounded_params(self):
        return {"account": os.environ["SF_ACCOUNT"], "session_parameters": {"STATEMENT_TIMEOUT_IN_SECONDS": 30}}

    def connect(self):
        params = self._params()
        return snowflake.connector.connect(**params)  # want: RC103

    def connect_bounded(self):
        return snowflake.connector.connect(**self._bounded_params())


# Unknown, never guessed: a parameter, a dict another call fills, an update,
# a key that is not a string.
def connect_param(params):
    return snowflake.connector.connect(**params)


def connect_filled(extra):
    params = {"account": os.environ["SF_ACCOUNT"]}
    add_settings(params)
    return snowflake.connector.connect(**params)


def connect_updated(extra):
    params = {"account": os.environ["SF_ACCOUNT"]}
    params.update(extra)
    return snowflake.connector.connect(**params)


def connect_dynamic_key(key, value):
    params = {"account": os.environ["SF_ACCOUNT"]}
    params[key] = value
    return snowflake.connector.connect(**params)


def add_settings(params):
    params["network_timeout"] = 30
