# Shapes met while scanning real MCP servers and auth libraries (rewritten).
import logging

log = logging.getLogger(__name__)


# ---- positives ----

def resource_access_verify(user_id, app, resource):
    # denies only for 400/403; a timeout or a 500 from the ACL service lets the user in
    try:
        answer = acl_client.get(ACL_SERVICE, params={"user": user_id, "app": app, "res": resource})
        if answer["granted"]:
            return True
    except UpstreamHTTPError as err:
        if err.status in (400, 403):
            return False
        return True  # want: RC401
    return False


def allow_action(actor) -> bool:
    try:
        return policy_engine.decide(actor).permitted
    except Exception:
        return True  # want: RC401


# ---- negatives ----

def is_service_token(jti: str) -> bool:
    # a classification, not a validation: True keeps the token on the blocked path
    try:
        return token_table.find(jti) is not None
    except Exception:
        log.warning("token table unavailable; treating %s as a service token", jti)
        return True


def validate_password(password: str) -> bool:
    try:
        from .password_rules import PasswordRules
        return PasswordRules().check(password)
    except ImportError:
        # the fallback does the check itself and raises when it fails
        if len(password) < 12:
            raise ValueError("password too short")
        if password.isalpha():
            raise ValueError("password needs a digit or a symbol")
        return True


async def reset_password_with_token(token: str, new_password: str) -> bool:
    try:
        await rules_service.check_password_history(token, new_password)
    except HistoryUnavailable as exc:
        log.warning("history check skipped: %s", exc)
    store.set_password(token, new_password)
    sent = False
    try:
        sent = await mailer.send_confirmation(token)
    except Exception as exc:
        log.warning("confirmation mail failed: %s", exc)
    return True


def _should_sync_roles(provider_meta: dict) -> bool:
    if "sync_roles" in provider_meta:
        return bool(provider_meta.get("sync_roles", True))
    return True
