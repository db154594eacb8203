# Synchronous clients of SMTP, SSH, Ollama and Twilio recognised from library
# rows (libmodels/data/clients.yml): each call is a network round trip that
# holds the event loop when an async tool handler makes it.
import asyncio
import smtplib

import ollama
import paramiko
from twilio.rest import Client as Twilio

llm = ollama.Client(host="http://localhost:11434", timeout=120)
async_llm = ollama.AsyncClient(host="http://localhost:11434", timeout=120)
sms = Twilio("AC123", "token")


async def send_mail(host: str, msg):
    server = smtplib.SMTP(host, 587, timeout=30)
    server.send_message(msg)  # want: RC201
    server.quit()  # want: RC201


async def run_remote(host: str, command: str):
    client = paramiko.SSHClient()
    client.connect(host, username="deploy", timeout=10)  # want: RC201
    _, out, _ = client.exec_command(command, timeout=60)  # want: RC201
    return out


async def complete(prompt: str):
    return llm.generate(model="llama3", prompt=prompt)  # want: RC201


async def notify(to: str, body: str):
    return sms.messages.create(to=to, from_="+15550000", body=body)  # want: RC201


# ---- look-alikes: the async client, a thread, and sync code ----

async def complete_async(prompt: str):
    return await async_llm.generate(model="llama3", prompt=prompt)


async def send_mail_in_thread(host: str, msg):
    def send():
        with smtplib.SMTP(host, 587, timeout=30) as server:
            server.send_message(msg)
    await asyncio.to_thread(send)


def notify_sync(to: str, body: str):
    return sms.messages.create(to=to, from_="+15550000", body=body)
