from app.client import shared


def get_service(service_cls):
    return service_cls(shared)


def describe(service_cls):
    return str(service_cls)
