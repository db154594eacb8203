tools = []
helpers = []


@tools.append
def run_command(command: str) -> str:  # a tool: appended by decorator
    return command


def stop_instances(ids: list) -> str:  # a tool: appended by call
    return ",".join(ids)


tools.append(stop_instances)


@helpers.append
def format_ids(ids: list) -> str:  # clean twin: appended to a list no server registers
    return ",".join(ids)


def poll(ids: list) -> str:  # clean twin: in no list
    return format_ids(ids)
