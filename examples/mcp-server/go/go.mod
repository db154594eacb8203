// A separate module so that `go build ./...` and `go vet ./...` of
// resilience-check never compile this demo: it is scanned, never built.
module example.com/mcp-server-demo

go 1.22
