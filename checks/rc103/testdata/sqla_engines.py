import os

from sqlalchemy import create_engine, text
from sqlalchemy.ext.asyncio import create_async_engine


class TenantDB:
    def _dsn(self, tenant: str) -> str:
        return (
            f"mysql+pymysql://{os.environ['DB_USER']}@{os.environ['DB_HOST']}/{tenant}"
            f"?charset=utf8mb4"
        )

    def engine(self, tenant: str):
        dsn = self._dsn(tenant)
        return create_engine(dsn, pool_size=5, pool_pre_ping=True)  # want: RC103


def pg_engine(host: str):
    return create_async_engine(f"postgresql+asyncpg://app@{host}/app", pool_size=5)  # want: RC103


def from_env():
    # the environment names the dialect: its driver is unknown
    return create_engine(os.environ["DB_URL"], pool_size=5)


def local_file(path: str):
    return create_engine(f"sqlite:///{path}")  # an embedded database


def with_options(url: str, **options):
    return create_engine("postgresql://app@db/app", **options)  # options of unknown content


def run(engine, sql: str):
    with engine.connect() as conn:
        return conn.execute(text(sql)).fetchall()
