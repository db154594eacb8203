module example.com/k8susertimeout

go 1.22

require (
	github.com/mark3labs/mcp-go v0.32.0
	k8s.io/api v0.33.0
	k8s.io/apimachinery v0.33.0
	k8s.io/client-go v0.33.0
)
