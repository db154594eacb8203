import subprocess

# A helper that waits on a timeout of its own and calls another that waits
# on a longer one (kubectl-mcp-server's backup_create and _run_velero):
# each timeout over the tool budget is reported where it is set, not only
# the longest of the chain. One within the budget is not.


def _run_cli(args):
    return subprocess.run(args, capture_output=True, text=True, timeout=120).stdout  # want: RC104 whole-only


def create_backup(name):
    _run_cli(["velero", "backup", "create", name])
    return subprocess.run(["kubectl", "apply", "-f", "-"], input=name, capture_output=True, text=True, timeout=60).stdout  # want: RC104 whole-only


def list_backups():
    _run_cli(["velero", "backup", "get"])
    return subprocess.run(["kubectl", "get", "backups"], capture_output=True, text=True, timeout=20).stdout
