package store

import "errors"

// Load fails only with errors the code builds.
func Load(id string) (string, error) {
	if id == "" {
		return "", errors.New("id is required")
	}
	return id, nil
}
