from app.c import c, cpost


def b(uid):
    return c(uid)


def bpost(t):
    return cpost(t)
