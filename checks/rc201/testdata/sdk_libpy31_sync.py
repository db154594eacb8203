# Synchronous clients of libmodels/data/sdks-libpy31.yml called from async
# code: each makes its round trip on the calling thread, so the event loop
# stalls until the upstream answers. Look-alikes: the asyncio forms, and the
# same calls moved to a worker thread.
import asyncio

import telebot
import yt_dlp
from atproto import Client as BlueskyClient
from web3 import Web3
from duckduckgo_search import DDGS
from langchain_openai import ChatOpenAI
from zammad_py import ZammadAPI

zammad = ZammadAPI(url="https://zammad.test/api/v1/", http_token="t")
bot = telebot.TeleBot("token")
llm = ChatOpenAI(model="gpt-4o-mini", timeout=30)
w3 = Web3(Web3.HTTPProvider("https://rpc.test"))
bsky = BlueskyClient()


async def ticket(ticket_id: int):
    return zammad.ticket.find(ticket_id)  # want: RC201


async def notify(chat_id: int, text: str):
    bot.send_message(chat_id, text)  # want: RC201


async def web(q: str):
    ddgs = DDGS(timeout=10)
    return ddgs.text(q, max_results=5)  # want: RC201


async def video(url: str):
    with yt_dlp.YoutubeDL({"quiet": True}) as ydl:
        return ydl.extract_info(url, download=False)  # want: RC201


async def answer(question: str):
    return llm.invoke(question)  # want: RC201


async def balance(address: str):
    return w3.eth.get_balance(address)  # want: RC201


async def timeline():
    return bsky.get_timeline(limit=20)  # want: RC201


# ---- look-alikes: the asyncio forms, or a worker thread ----
async def answer_async(question: str):
    return await llm.ainvoke(question)


async def ticket_in_thread(ticket_id: int):
    return await asyncio.to_thread(zammad.ticket.find, ticket_id)


def ticket_sync(ticket_id: int):
    return zammad.ticket.find(ticket_id)
