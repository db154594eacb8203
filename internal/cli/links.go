package cli

import (
	"context"
	"net/url"
	"strings"

	"github.com/resilience-check/resilience-check/diff"
)

// commentLinkBase returns the prefix that makes the PR comment's finding links
// absolute: "https://github.com/OWNER/REPO/blob/SHA/" followed, in path mode
// (pathMode), by repoDir's folder below the top of its work tree, since
// reported paths are then relative to repoDir. SHA is rev (empty: HEAD)
// resolved in repoDir, so a link shows the lines that were scanned.
//
// The repository is GITHUB_REPOSITORY on GITHUB_SERVER_URL (default
// https://github.com) when set, as in a GitHub Actions job; else the origin
// remote when it is a GitHub URL (github.com, or the host of
// GITHUB_SERVER_URL). getenv reads the environment (os.Getenv). It returns ""
// when no GitHub repository or commit is known: the links stay relative,
// which still works in a local markdown preview.
func commentLinkBase(ctx context.Context, repoDir, rev string, pathMode bool, getenv func(string) string) string {
	server, repo := strings.TrimRight(getenv("GITHUB_SERVER_URL"), "/"), getenv("GITHUB_REPOSITORY")
	if server == "" {
		server = "https://github.com"
	}
	if repo == "" {
		remote, err := diff.RemoteURL(ctx, repoDir, "origin")
		if err != nil {
			return ""
		}
		var ok bool
		if server, repo, ok = githubRepo(remote, server); !ok {
			return ""
		}
	}
	if rev == "" {
		rev = "HEAD"
	}
	sha, err := diff.ResolveRev(ctx, repoDir, rev)
	if err != nil {
		return ""
	}
	prefix := ""
	if pathMode {
		if prefix, err = diff.WorkTreePrefix(ctx, repoDir); err != nil {
			return ""
		}
	}
	return server + "/" + repo + "/blob/" + sha + "/" + prefix
}

// githubRepo reads a git remote URL of a repository on GitHub: HTTPS
// ("https://github.com/o/r.git"), SSH ("ssh://git@github.com/o/r.git") or
// scp-like ("git@github.com:o/r.git"), on github.com or on the host of
// server (a GitHub Enterprise Server URL such as "https://ghe.example.com").
// It returns the web server URL ("https://github.com") and "o/r"; ok is false
// for any other URL. Credentials in the URL are dropped.
func githubRepo(remote, server string) (web, repo string, ok bool) {
	var host, path string
	if u, err := url.Parse(remote); err == nil && u.Scheme != "" && u.Host != "" {
		switch u.Scheme {
		case "https", "http", "ssh", "git":
		default:
			return "", "", false
		}
		host, path = u.Hostname(), u.Path
	} else if at, rest, found := strings.Cut(remote, "@"); found && !strings.Contains(at, "/") {
		// scp-like syntax: [user@]host:path
		host, path, found = strings.Cut(rest, ":")
		if !found {
			return "", "", false
		}
	} else {
		return "", "", false
	}
	web = "https://github.com"
	if su, err := url.Parse(server); err == nil && su.Host != "" && strings.EqualFold(su.Hostname(), host) {
		web = su.Scheme + "://" + su.Host
	} else if !strings.EqualFold(host, "github.com") {
		return "", "", false
	}
	parts := strings.Split(strings.TrimSuffix(strings.Trim(path, "/"), ".git"), "/")
	if len(parts) != 2 || parts[0] == "" || parts[1] == "" {
		return "", "", false
	}
	return web, parts[0] + "/" + parts[1], true
}
