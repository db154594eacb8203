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

// withDeadline derives the package's deadline for a conversion.
func withDeadline(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, 20*time.Second)
}

// Convert runs Trim under the deadline withDeadline derives: bounded
// whatever its caller passes (ctx is reassigned before it is passed on).
func Convert(ctx context.Context, in string) error {
	ctx, cancel := withDeadline(ctx)
	defer cancel()
	return Trim(ctx, in, "out.webm")
}
