package main

import (
	"example.com/issues/internal/api"
)

// Server holds the tracker client.
type Server struct {
	api *api.Client
}
