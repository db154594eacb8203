package ffmpeg

import (
	"context"
	"os/exec"
	"time"
)

// Trim runs ffmpeg on the context its caller passes: the process is
// bounded only by that context.
func Trim(ctx context.Context, in, out string) error {
	return exec.CommandContext(ctx, "ffmpeg", "-i", in, "-t", "10", out).Run()
}

// Probe derives its own deadline: bounded whatever the caller passes.
func Probe(ctx context.Context, in string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, "ffprobe", in).Output()
}
