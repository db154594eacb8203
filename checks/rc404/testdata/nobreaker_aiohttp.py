import aiohttp


async def fetch(url):
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as resp:  # want: RC404
            return await resp.text()
