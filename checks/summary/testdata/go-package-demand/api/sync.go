package api

// Sync calls a generic helper declared in another file of the package.
func Sync() error {
	var out string
	_, err := get("https://api.example.com/sync", &out) // want: RC101 diff-only
	return err
}
