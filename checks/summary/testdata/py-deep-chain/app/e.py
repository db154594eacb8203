from app.f import f, post


def e(uid):
    return f(uid)


def epost(t):
    return post(t)
