from sqlalchemy import create_engine


def mysql_engine(host: str):
    # the driver's read timeout is set: clean
    return create_engine(f"mysql+pymysql://app@{host}/app", connect_args={"read_timeout": 15, "write_timeout": 15})


def pg_engine(host: str):
    return create_engine(f"postgresql://app@{host}/app", connect_args={"options": "-c statement_timeout=15000"})
