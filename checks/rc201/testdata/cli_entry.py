# A command-line program: an entry point that starts no server. Blocking in
# its async main delays nobody else.
import asyncio
import time


async def main():
    time.sleep(1)
    print("done")


if __name__ == "__main__":
    asyncio.run(main())
