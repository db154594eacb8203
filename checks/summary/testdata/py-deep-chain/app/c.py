from app.d import d, post


def c(uid):
    return d(uid)


def cpost(t):
    return post(t)
