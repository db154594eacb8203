package utils

import (
	"errors"
	"fmt"
	"log"
)

// LogAndReturnError logs the error and returns it wrapped with its context
// (hashicorp/consul-mcp-server's pkg/utils shape): the wrapped error's text
// stays in what it returns.
func LogAndReturnError(logger *log.Logger, context string, err error) error {
	err = fmt.Errorf("%s, %w", context, err)
	logger.Printf("Error in %s, %v", context, err)
	return err
}

// Fetching names the action and formats the error's text (XDwanj/tmdb-mcp's
// convertTMDBError fallback).
func Fetching(err error, kind string) error {
	return fmt.Errorf("failed to fetch %s: %v", kind, err.Error())
}

// Masked logs the error and returns a fixed one: nothing of it goes on.
func Masked(logger *log.Logger, context string, err error) error {
	logger.Printf("Error in %s, %v", context, err)
	return errors.New("internal error in " + context)
}
