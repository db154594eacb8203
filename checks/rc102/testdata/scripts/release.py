# A release script under scripts/: the person running it can stop it, so a
# child process without a timeout is not a service defect (not reported
# unless scripts-are-servers: true).
import subprocess


def tag(version):
    subprocess.run(["git", "tag", version], check=True)
