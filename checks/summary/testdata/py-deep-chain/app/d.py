from app.e import e, epost


def d(uid):
    return e(uid)


def dpost(t):
    return epost(t)
