# Google Cloud's Python clients are synchronous (library rows,
# libmodels/data/sdks.yml): a request made from an async tool holds the
# event loop. Building a reference (client.bucket, client.dataset) makes none.
import asyncio

from google.cloud import bigquery, storage

bq = bigquery.Client(project="analytics")
gcs = storage.Client()


async def run_query(sql: str):
    return bq.query_and_wait(sql)  # want: RC201


async def buckets():
    return [b.name for b in gcs.list_buckets()]  # want: RC201


# ---- look-alikes: a reference, a thread, sync code ----

async def bucket_ref(name: str):
    return gcs.bucket(name)


async def run_query_in_thread(sql: str):
    return await asyncio.to_thread(bq.query_and_wait, sql)


def run_query_sync(sql: str):
    return bq.query_and_wait(sql)
