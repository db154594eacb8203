package cli

import "runtime/debug"

// Version is the tool version, set at build time with
// -ldflags "-X github.com/resilience-check/resilience-check/internal/cli.Version=v1.2.3".
// Left at "dev", version() reads the module version that `go install
// ...@v1.2.3` records in the binary instead.
var Version = "dev"

// version is Version, or when that is "dev" the version the build recorded
// (moduleVersion).
func version() string {
	if Version != "dev" {
		return Version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return Version
	}
	return moduleVersion(info)
}

// moduleVersion is the main module's version from the build information
// ("v1.2.3" for `go install module/cmd/resilience-check@v1.2.3`, a
// pseudo-version for @latest of an untagged commit); for a build from a
// clone, which records "(devel)", it is "dev", with the commit when the
// build recorded it: "dev (1a2b3c4d5e6f, modified)".
func moduleVersion(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = ", modified"
			}
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	return "dev (" + rev + modified + ")"
}
