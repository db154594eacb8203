import subprocess
import subprocess as sp
import threading
import time
from subprocess import check_output, Popen, run as run_cmd

RENDER_TIMEOUT = 30


def render(cmd):
    out = subprocess.run(cmd, capture_output=True, check=True, timeout=30)  # want: RC102
    return out.stdout


def status(cmd):
    return sp.call(cmd, timeout=30)  # want: RC102


def version():
    return check_output(["tool", "--version"], text=True, timeout=30)  # want: RC102


def build(cmd):
    run_cmd(  # want: RC102
        cmd,
        check=True,
        timeout=30,
    )


def explicit_none(cmd):
    subprocess.check_call(cmd, timeout=30)  # want: RC102


def none_in_variable(cmd):
    limit = None
    subprocess.run(cmd, timeout=limit)  # want: RC102


def popen_wait(cmd):
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    out, _ = proc.communicate()  # want: RC102
    return out


def popen_with(cmd):
    with Popen(cmd) as proc:
        proc.wait()  # want: RC102


class Worker:
    def start(self, cmd):
        self.proc = subprocess.Popen(cmd)

    def join(self):
        return self.proc.wait()  # want: RC102


def annotated(proc: subprocess.Popen):
    proc.communicate(input=b"data")  # want: RC102


def in_place(cmd):
    return subprocess.Popen(cmd).wait()  # want: RC102


def wait_then_kill(cmd):
    proc = subprocess.Popen(cmd)
    try:
        return proc.wait()  # want: RC102
    finally:
        proc.kill()


# ---- negatives ----

def with_timeout(cmd):
    return subprocess.run(cmd, capture_output=True, timeout=30)


def timeout_in_variable(cmd):
    return subprocess.run(cmd, timeout=RENDER_TIMEOUT)


def timeout_from_config(cmd, cfg):
    return subprocess.check_output(cmd, timeout=cfg.timeout)


def kwargs_unknown(cmd, **kwargs):
    return subprocess.run(cmd, **kwargs)


def popen_with_timeouts(cmd):
    proc = subprocess.Popen(cmd)
    try:
        out, err = proc.communicate(None, 15)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()  # reaping after kill is the documented idiom
    proc.wait(timeout=5)
    return out


def watchdog(cmd):
    proc = subprocess.Popen(cmd)
    timer = threading.Timer(30, proc.kill)
    timer.start()
    proc.wait()


def watchdog_lambda(cmd):
    proc = subprocess.Popen(cmd)
    threading.Timer(30, lambda: proc.terminate()).start()
    return proc.communicate()


def started_and_checked(cmd):
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE)
    time.sleep(2)
    if proc.poll() is not None:
        _, err = proc.communicate()  # it has exited: communicate returns at once
        raise RuntimeError(err)
    return proc


def still_running(cmd):
    proc = subprocess.Popen(cmd)
    if proc.poll() is None:
        proc.wait()  # want: RC102


def unrelated_wait(event, queue):
    event.wait()
    queue.join()
    return queue.communicate()


def local_run(run, cmd):
    return run(cmd)  # a parameter, not subprocess.run


def getoutput(cmd):
    return subprocess.getoutput(cmd)  # no timeout parameter exists; out of scope
