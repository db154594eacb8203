from app.client import Client

client = Client()


async def item_summary(item_id: str) -> str:
    # A service layer between the tool and the client: the class passes on.
    item = await client.get_item(item_id)
    return str(item.get("name"))
