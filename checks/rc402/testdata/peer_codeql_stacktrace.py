"""Stack-trace cases of CodeQL's py/stack-trace-exposure tests, written again
in our own words (issue 21): every stack trace that reaches an HTTP response
is reported.

Source of the cases:
https://github.com/github/codeql/blob/main/python/ql/test/query-tests/Security/CWE-209-StackTraceExposure/test.py
(Stacktrace.py and Exceptions.py there only mark where exception info comes
from, with no response; they have no sink to report.)
"""
import traceback

from flask import Flask, jsonify

app = Flask(__name__)


def compute():
    raise Exception("detail only the server should see")


@app.route("/trace")
def trace_returned():
    try:
        compute()
    except Exception:
        return traceback.format_exc()  # want: RC402


@app.route("/tb-attr")
def traceback_attribute():
    try:
        compute()
    except Exception as exc:
        return exc.__traceback__  # want: RC402


@app.route("/through-helper")
def trace_through_helper():
    try:
        compute()
    except Exception:
        text = traceback.format_exc()
        return wrap_error(text)  # want: RC402


def wrap_error(detail):
    return "[failure] " + detail


@app.route("/mixed")
def trace_next_to_message():
    try:
        compute()
    except Exception as exc:
        # a stack trace is a leak whatever else the string holds (issue 21)
        return f"failed: {exc}\n{traceback.format_exc()}"  # want: RC402


@app.route("/logged")
def trace_logged_only():
    try:
        compute()
    except Exception:
        app.logger.error(traceback.format_exc())
        return "internal error"


@app.route("/json-message")
def message_as_json():
    try:
        compute()
    except Exception as exc:
        # CodeQL reports the exception message too; RC402 reports a message
        # only when its origin can carry internal detail, and compute() raises
        # an exception the code built: not a stack trace, not reported.
        return jsonify({"error": str(exc)})
