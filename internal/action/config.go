package action

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/internal/config"
)

// maxConfigBytes caps a config file read from the base commit.
const maxConfigBytes = 1 << 20

// loadConfig reads the config the run applies. A pull request run with
// config-from: base (the default) reads it at the base commit, with local
// git (`git cat-file blob BASE:path`, fetching the base when the checkout
// lacks it) or else the contents API, never from the workspace, which holds
// the pull request's version: a pull request must not choose how it is
// reviewed, as Danger and CodeQL's default setup take their settings from
// the base branch. A file missing at the base commit means the defaults.
// Other runs read the workspace. It also returns the config's repository
// path ("" when it lies outside the workspace), to tell whether the pull
// request changes it.
func (r *run) loadConfig(ctx context.Context) (*config.Config, string, error) {
	path := r.configPath()
	if path == "" {
		path = filepath.Join(r.ws, config.DefaultPath)
	}
	repoPath := ""
	if rel, err := filepath.Rel(r.ws, path); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		repoPath = filepath.ToSlash(rel)
	}
	if r.target.Kind != KindPullRequest || r.in.ConfigFrom == "head" || repoPath == "" {
		cfg, err := config.Load(r.ws, r.configPath())
		if err == nil && r.target.Kind == KindPullRequest && repoPath != "" {
			r.note("config-from: head: the config is the pull request's own (%s in the workspace)", repoPath)
		}
		return cfg, repoPath, err
	}
	b, found, src, err := r.baseFile(ctx, repoPath)
	if err != nil {
		return nil, repoPath, fmt.Errorf("read the config %s at the base commit %s: %w (set the input config-from: head to read the pull request's own)", repoPath, short(r.target.Base), err)
	}
	if !found {
		r.note("no %s at the base commit %s: the default config applies", repoPath, short(r.target.Base))
		return config.Default(), repoPath, nil
	}
	r.note("config %s read at the base commit %s (%s)", repoPath, short(r.target.Base), src)
	cfg, err := config.Parse(repoPath+"@"+short(r.target.Base), b)
	return cfg, repoPath, err
}

// baseFile reads the file at repository path p at the pull request's base
// commit: with local git when it works, else from the contents API. found
// is false when the commit has no such file; src says where it was read.
func (r *run) baseFile(ctx context.Context, p string) (b []byte, found bool, src string, err error) {
	g := &git{bin: r.env.Git, dir: r.ws, token: r.in.Token, logf: r.logf}
	gitErr := g.usable(ctx)
	if gitErr == nil {
		if !g.hasCommit(ctx, r.target.Base) {
			gitErr = g.fetch(ctx, 1, r.target.Base)
		}
	}
	if gitErr == nil {
		obj := r.target.Base + ":" + p
		size, err := g.run(ctx, nil, "cat-file", "-s", obj)
		if err != nil {
			return nil, false, "local git", nil // no such path in the commit
		}
		if n, _ := strconv.ParseInt(size, 10, 64); n > maxConfigBytes {
			return nil, true, "", fmt.Errorf("over %d bytes", maxConfigBytes)
		}
		out, err := g.output(ctx, nil, "cat-file", "blob", obj)
		if err != nil {
			return nil, false, "", err
		}
		return out, true, "local git", nil
	}
	if r.gh == nil || r.down != nil {
		return nil, false, "", fmt.Errorf("local git cannot read it (%v) and GitHub cannot be asked", gitErr)
	}
	b, err = r.gh.FileContent(ctx, r.repo, r.target.Base, p, maxConfigBytes)
	if ghclient.StatusCode(err) == http.StatusNotFound {
		return nil, false, "the contents API", nil
	}
	if err != nil {
		if errors.Is(err, ghclient.ErrTooLarge) {
			return nil, true, "", fmt.Errorf("over %d bytes", maxConfigBytes)
		}
		return nil, false, "", fmt.Errorf("local git cannot read it (%v); the contents API: %s", gitErr, r.failed(err, "read it"))
	}
	return b, true, "the contents API", nil
}

// configNote is the headline note for a pull request that changes the
// config at repoPath, or "".
func (r *run) configNote(repoPath string, changed bool) string {
	if !changed || r.target.Kind != KindPullRequest {
		return ""
	}
	if r.in.ConfigFrom == "head" {
		return "This pull request changes " + repoPath + ", and this run used its version (config-from: head)."
	}
	return "This pull request changes " + repoPath + "; it was checked with the base branch's config, and the change applies once it is merged."
}
