import asyncio
import os
import signal
import async_timeout
from asyncio import create_subprocess_shell


async def run_tool(*cmd):
    proc = await asyncio.create_subprocess_exec(*cmd, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()  # want: RC102
    return out


async def run_shell(line):
    proc = await create_subprocess_shell(line)
    return await proc.wait()  # want: RC102


class Runner:
    async def start(self, cmd):
        self.proc = await asyncio.create_subprocess_exec(cmd)

    async def finish(self):
        await self.proc.wait()  # want: RC102


async def none_bound(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    async with asyncio.timeout(None):
        await proc.wait()  # want: RC102


async def wait_for_none(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    await asyncio.wait_for(proc.wait(), None)  # want: RC102


async def outside_the_bound(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    async with asyncio.timeout(5):
        await asyncio.sleep(1)
    await proc.communicate()  # want: RC102


async def in_nested_sync(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)

    def later():
        return proc.wait()  # want: RC102

    return later


async def gather_unbounded(a, b):
    p = await asyncio.create_subprocess_exec(a)
    q = await asyncio.create_subprocess_exec(b)
    await asyncio.gather(p.wait(), q.wait())  # want: RC102 RC102


# ---- negatives ----

async def bounded_wait_for(cmd):
    proc = await asyncio.create_subprocess_exec(cmd, stdout=asyncio.subprocess.PIPE)
    try:
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
    except TimeoutError:
        proc.kill()
        await proc.wait()  # reaping after kill
        raise
    return out


async def bounded_block(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    async with asyncio.timeout(30):
        await proc.wait()


async def bounded_async_timeout(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    async with async_timeout.timeout(10):
        out, err = await proc.communicate()
    return out


async def bounded_gather(a, b):
    p = await asyncio.create_subprocess_exec(a)
    q = await asyncio.create_subprocess_exec(b)
    await asyncio.wait_for(asyncio.gather(p.wait(), q.wait()), 60)


async def helper(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    return await proc.communicate()  # the caller below bounds this function


async def caller(cmd):
    return await asyncio.wait_for(helper(cmd), timeout=30)


async def raced(cmd, shutdown):
    proc = await asyncio.create_subprocess_exec(cmd)
    wait_task = asyncio.create_task(proc.wait())
    stop_task = asyncio.ensure_future(shutdown.wait())
    await asyncio.wait([wait_task, stop_task], return_when=asyncio.FIRST_COMPLETED)


async def already_exited(cmd):
    proc = await asyncio.create_subprocess_exec(cmd)
    await asyncio.sleep(1)
    if proc.returncode is not None:
        return await proc.communicate()


async def killed_group(cmd):
    proc = await asyncio.create_subprocess_exec(cmd, start_new_session=True)
    os.killpg(os.getpgid(proc.pid), signal.SIGKILL)
    await proc.wait()  # reaping a killed process group


async def injected(proc):
    await proc.wait()  # unknown process: not judged


async def other_object(lock, event):
    await event.wait()
    await lock.communicate()


class LspConnection:
    def __init__(self):
        self.process: asyncio.subprocess.Process | None = None

    async def start(self, cmd):
        self.process = await asyncio.create_subprocess_exec(*cmd)

    async def stop(self):
        # terminate() sends SIGTERM, which the child may catch or ignore: the
        # wait after it can hang (the TimeoutExpired handler never runs)
        self.process.terminate()
        try:
            await self.process.wait()  # want: RC102
        except TimeoutError:
            self.process.kill()
            await self.process.wait()

    async def stop_bounded(self):
        self.process.terminate()
        try:
            await asyncio.wait_for(self.process.wait(), timeout=5)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()

    async def stop_hard(self):
        self.process.send_signal(signal.SIGKILL)
        await self.process.wait()
