package main

import "example.com/demand/api"

func main() {
	_ = api.Sync() // want: RC101 diff-only
}
