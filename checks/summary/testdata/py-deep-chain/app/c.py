from app.d import d, dpost


def c(uid):
    return d(uid)


def cpost(t):
    return dpost(t)
