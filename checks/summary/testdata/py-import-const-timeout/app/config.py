import os

# A constant another module imports for its timeouts (batch 9:
# alexei-led/aws-mcp-server's DEFAULT_TIMEOUT = int(os.environ.get(...,
# "300")) in config.py): over budget unless someone sets the variable.
DEFAULT_TIMEOUT = int(os.environ.get("APP_TIMEOUT", "300"))  # want: RC104 whole-only
SHORT_TIMEOUT = 20
# Bound twice: not one value, unknown.
SWITCHED_TIMEOUT = 10
SWITCHED_TIMEOUT = 600
# Playwright's timeout= is in milliseconds, as the name says: 20 s.
NAV_TIMEOUT_MS = 20000
