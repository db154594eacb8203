module example.com/ew

go 1.22

require github.com/mark3labs/mcp-go v0.30.0
