from app.b import b, bpost


def a(uid):
    return b(uid)


def apost(t):
    return bpost(t)
