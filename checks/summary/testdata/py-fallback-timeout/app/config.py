import os

# The timeout a command runner falls back to when its caller passes none
# (batch 4: alexei-led/aws-mcp-server's execute_aws_command, `if timeout is
# None: timeout = DEFAULT_TIMEOUT`): over budget unless someone sets the
# variable.
DEFAULT_TIMEOUT = int(os.environ.get("APP_TIMEOUT", "300"))  # want: RC104 whole-only
SHORT_TIMEOUT = 20
