package ghclient

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/google/go-github/v62/github"
)

// MaxSARIFGzipBytes is the largest gzip-compressed SARIF file code scanning
// accepts (https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning:
// "For each gzip-compressed SARIF file, SARIF upload supports a maximum size
// of 10 MB").
const MaxSARIFGzipBytes = 10 << 20

// UploadSARIF uploads a SARIF 2.1.0 log for commitSHA on ref (e.g.
// "refs/pull/7/head" or "refs/heads/main") with POST
// /repos/{owner}/{repo}/code-scanning/sarifs: the log is gzip-compressed and
// base64-encoded as the endpoint requires. It returns the upload's ID, which
// GitHub processes afterwards. A log over MaxSARIFGzipBytes once compressed
// is an error without a request; a repository without code scanning gives
// GitHub's 403 (or 404), for which IsForbidden (or StatusCode) tells. The POST
// only records an analysis that a later one for the same commit, ref and tool
// replaces, so it is retried like a GET.
func (c *Client) UploadSARIF(ctx context.Context, repo Repo, commitSHA, ref string, sarif []byte) (string, error) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	if _, err := zw.Write(sarif); err != nil {
		return "", fmt.Errorf("compress sarif: %w", err)
	}
	if err := zw.Close(); err != nil {
		return "", fmt.Errorf("compress sarif: %w", err)
	}
	if gz.Len() > MaxSARIFGzipBytes {
		return "", fmt.Errorf("upload sarif for %s: %d bytes compressed, over code scanning's %d-byte limit", short(commitSHA), gz.Len(), MaxSARIFGzipBytes)
	}
	id, _, err := c.GitHub.CodeScanning.UploadSarif(WithIdempotent(ctx), repo.Owner, repo.Name, &github.SarifAnalysis{
		CommitSHA: github.String(commitSHA),
		Ref:       github.String(ref),
		Sarif:     github.String(base64.StdEncoding.EncodeToString(gz.Bytes())),
		StartedAt: &github.Timestamp{Time: time.Now().UTC()},
		ToolName:  github.String("resilience-check"),
	})
	if err != nil {
		return "", fmt.Errorf("upload sarif for %s on %s: %w", short(commitSHA), ref, err)
	}
	return id.GetID(), nil
}
