package tools

import (
	"github.com/mark3labs/mcp-go/mcp"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// argumentOf returns argument name of req, or an InvalidArgument error built
// from this package's own text with grpc's status constructor (dolt-mcp's
// GetRequiredStringArgumentFromCallToolRequest).
func argumentOf(req mcp.CallToolRequest, name string) (string, error) {
	v, ok := req.GetArguments()[name].(string)
	if !ok || v == "" {
		err := status.Errorf(codes.InvalidArgument, "%s not defined", name)
		return "", err
	}
	return v, nil
}
