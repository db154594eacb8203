import asyncpg
import asyncpg as apg
from asyncpg import create_pool
import sqlalchemy
from sqlalchemy import create_engine
from sqlalchemy import create_engine as make_engine
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

DSN = "postgresql://app@db/app"
NO_WAIT_LIMIT = None


# ---- positives ----

async def plain_pool():
    return await asyncpg.create_pool(DSN, max_size=10, timeout=5)  # want: RC501


async def aliased_pool():
    pool = await apg.create_pool(dsn=DSN, max_size=10, timeout=5)  # want: RC501
    return pool


async def from_import_pool():
    return await create_pool(DSN, timeout=5, max_size=10)  # want: RC501


async def sized_min_only():
    return await asyncpg.create_pool(DSN, min_size=2, command_timeout=15, max_size=10, timeout=5)  # want: RC501


engine_a = create_engine(DSN, max_overflow=-1)  # want: RC501
engine_b = sqlalchemy.create_engine(DSN, pool_size=0)  # want: RC501
engine_c = make_engine(DSN, pool_timeout=NO_WAIT_LIMIT)  # want: RC501
engine_d = create_async_engine(DSN, pool_size=20, pool_timeout=None)  # want: RC501


def in_function():
    return create_engine(
        DSN,  # the finding is on the call's first line
    ) if False else create_engine(DSN, max_overflow=- 1)  # want: RC501


# ---- negatives ----

async def bounded_pool():
    return await asyncpg.create_pool(DSN, min_size=1, max_size=10, timeout=5, max_inactive_connection_lifetime=300)


async def pool_from_kwargs(**opts):
    return await asyncpg.create_pool(DSN, **opts)  # options unseen


engine_default = create_engine(DSN)  # SQLAlchemy defaults are bounded: 5 + 10 overflow, 30 s timeout
engine_sized = create_engine(DSN, pool_size=10, max_overflow=5, pool_timeout=10)
engine_null = create_engine(DSN, poolclass=NullPool, pool_timeout=None)  # no pool is kept
engine_async = create_async_engine(DSN, pool_pre_ping=True)


class Registry:
    def create_pool(self, dsn):
        return dsn


def unrelated(reg: Registry):
    reg.create_pool(DSN)  # a method of the same name on another object
    create_pool_local = lambda d: d
    create_pool_local(DSN)


def shadowed_engine(create_engine=lambda *a, **k: None):
    return create_engine(DSN, max_overflow=-1) if False else None
