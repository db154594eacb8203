from google_auth_oauthlib.flow import Flow
from requests_oauthlib import OAuth2Session


def exchange(secrets, code_url):
    # Flow.fetch_token hands its keywords to OAuth2Session.fetch_token, whose timeout is None.
    flow = Flow.from_client_secrets_file(secrets, scopes=["openid"])
    flow.fetch_token(authorization_response=code_url)  # want: RC101
    bounded = Flow.from_client_secrets_file(secrets, scopes=["openid"])
    bounded.fetch_token(authorization_response=code_url, timeout=30)
    return flow.credentials, bounded.credentials


def refresh(client_id, token_url, token):
    session = OAuth2Session(client_id, token=token)
    fresh = session.refresh_token(token_url)  # want: RC101
    kept = session.refresh_token(token_url, timeout=20)
    return fresh, kept


# Standard-library clients of other protocols: no timeout= means the global
# default socket timeout, None.
import ftplib
import imaplib
import smtplib

import gitlab
import jenkins
import ollama
import paramiko


def mail(host, user, password, msg):
    with smtplib.SMTP(host, 587) as server:  # want: RC101
        server.send_message(msg)
    with smtplib.SMTP(host, 587, timeout=30) as bounded:
        bounded.send_message(msg)
    box = imaplib.IMAP4_SSL(host)  # want: RC101
    kept = imaplib.IMAP4_SSL(host, timeout=20)
    ftp = ftplib.FTP(host, user, password)  # want: RC101
    ftp_bounded = ftplib.FTP(host, user, password, "", 30)
    return box, kept, ftp, ftp_bounded


def ssh(host, command):
    client = paramiko.SSHClient()
    client.connect(host, username="deploy")  # want: RC101
    client.exec_command(command)  # want: RC101
    client.exec_command(command, timeout=60)
    bounded = paramiko.SSHClient()
    bounded.connect(host, username="deploy", timeout=10)
    return client, bounded


def saas(url, token):
    gl = gitlab.Gitlab(url, private_token=token)  # want: RC101
    gl_bounded = gitlab.Gitlab(url, private_token=token, timeout=30)
    ci = jenkins.Jenkins(url, "bot", token)  # want: RC101
    ci_bounded = jenkins.Jenkins(url, "bot", token, 30)
    llm = ollama.Client(host=url)  # want: RC101
    llm_bounded = ollama.Client(host=url, timeout=120)
    return gl, gl_bounded, ci, ci_bounded, llm, llm_bounded


import ldap3


def directory(server, user, password, base):
    conn = ldap3.Connection(server, user, password)  # want: RC101
    bounded = ldap3.Connection(server, user, password, receive_timeout=15)
    conn.search(base, "(objectClass=person)")
    return conn, bounded
