from app.shell import run_command

DEPLOY_TIMEOUT = 900


def deploy(env):
    return run_command(["deploy", env], timeout=DEPLOY_TIMEOUT)  # want: RC104 whole-only


def quick(env):
    return run_command(["status", env], timeout=10)


def migrate(env):
    # a positional value for the helper's timeout parameter: judged here, where it is written
    return run_command(["migrate", env], 1800)  # want: RC104 whole-only
