import asyncio
import os
import socket
import subprocess
import time
from subprocess import check_output as out
from time import sleep


# ---- positives ----

async def wait_a_bit():
    await asyncio.sleep(1)  # want: RC201


async def from_import():
    await asyncio.sleep(0.5)  # want: RC201


async def run_tools(cmd):
    subprocess.run(cmd, check=True, timeout=30)  # want: RC201
    subprocess.call(["ls"], timeout=30)  # want: RC201
    out(["git", "status"], timeout=30)  # want: RC201
    status, text = subprocess.getstatusoutput("uptime")  # want: RC201
    os.system("sync")  # want: RC201


async def popen(cmd):
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    stdout, _ = proc.communicate(timeout=30)  # want: RC201
    with subprocess.Popen(cmd) as p:
        p.wait(timeout=30)  # want: RC201
    return subprocess.Popen(cmd).wait()  # want: RC201


async def reap(pid):
    os.waitpid(pid, 0)  # want: RC201
    os.spawnl(os.P_WAIT, "/bin/true", "true")  # want: RC201


async def sockets(host):
    addr = socket.gethostbyname(host)  # want: RC201
    conn = socket.create_connection((addr, 443), timeout=5)  # want: RC201
    conn.sendall(b"ping")  # want: RC201
    return conn.recv(1024)  # want: RC201


class Worker:
    async def handle(self, job):
        if job.retry:
            await asyncio.sleep(job.delay)  # want: RC201
        return job


async def outer():
    def sync_inner():
        async def async_again():
            await asyncio.sleep(1)  # want: RC201

        return async_again

    return sync_inner


# ---- negatives ----

def sync_sleep():
    time.sleep(1)


async def async_sleep():
    await asyncio.sleep(1)
    time.sleep(0)  # zero: a bare yield of the GIL, not a wait


async def async_subprocess(cmd):
    proc = await asyncio.create_subprocess_exec(*cmd, stdout=asyncio.subprocess.PIPE)
    stdout, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
    await proc.wait()
    return stdout


async def offloaded(cmd):
    await asyncio.to_thread(subprocess.run, cmd, timeout=30)
    await asyncio.to_thread(time.sleep, 1)
    await asyncio.get_running_loop().run_in_executor(None, lambda: subprocess.run(cmd, timeout=30))


async def nested_def(cmd):
    def work():
        time.sleep(1)
        return subprocess.check_output(cmd, timeout=30)

    return await asyncio.to_thread(work)


async def non_blocking_poll(pid):
    return os.waitpid(pid, os.WNOHANG)


async def spawn_nowait():
    return os.spawnl(os.P_NOWAIT, "/bin/true", "true")


async def popen_started_only(cmd):
    proc = subprocess.Popen(cmd)  # starting a process does not wait for it
    proc.poll()
    return proc


async def non_blocking_socket(loop, addr):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setblocking(False)
    await loop.sock_connect(sock, addr)
    sock.send(b"x")  # returns at once on a non-blocking socket
    return await loop.sock_recv(sock, 1024)


async def dns_on_loop(loop, host):
    return await loop.getaddrinfo(host, 443)


async def unrelated_wait(event, process):
    await event.wait()
    process.wait()  # a parameter of unknown type


async def shadowed_sleep(sleep):
    await sleep(1)


async def local_time(clock):
    time = clock
    time.sleep(1)  # a local variable, not the module
