package tools

// Tools that a Tools() method lists as mcp-go ServerTool literals, each a
// method value beside mcp.NewTool("name") (DigitalOcean's MCP server
// shape): the registry reads the name next to the handler. Names put the
// object before the verb (digitalocean-droplet-create); a named kind
// (domain) repeats nothing, a droplet does.

import (
	"context"

	"github.com/digitalocean/godo"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type DropletTool struct{ client *godo.Client }

func (d *DropletTool) CreateDroplet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want: RC601
	name := req.Params.Arguments["Name"].(string)
	droplet, _, err := d.client.Droplets.Create(ctx, &godo.DropletCreateRequest{Name: name})
	if err != nil {
		return mcp.NewToolResultError("failed"), nil
	}
	return mcp.NewToolResultText(droplet.Name), nil
}

// CreateDomain: DigitalOcean refuses a second domain of the same name.
func (d *DropletTool) CreateDomain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Arguments["Name"].(string)
	domain, _, err := d.client.Domains.Create(ctx, &godo.DomainCreateRequest{Name: name})
	if err != nil {
		return mcp.NewToolResultError("failed"), nil
	}
	return mcp.NewToolResultText(domain.Name), nil
}

// CreateKey: godo's row lists the creates that duplicate; Keys.Create (a
// unique fingerprint) is not among them.
func (d *DropletTool) CreateKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key, _, err := d.client.Keys.Create(ctx, &godo.KeyCreateRequest{Name: "k"})
	if err != nil {
		return mcp.NewToolResultError("failed"), nil
	}
	return mcp.NewToolResultText(key.Name), nil
}

func (d *DropletTool) Tools() []server.ServerTool {
	return []server.ServerTool{
		{
			Handler: d.CreateDroplet,
			Tool:    mcp.NewTool("digitalocean-droplet-create", mcp.WithString("Name", mcp.Required())),
		},
		{
			Handler: d.CreateKey,
			Tool:    mcp.NewTool("digitalocean-key-create", mcp.WithString("Name", mcp.Required())),
		},
		{
			Handler: d.CreateDomain,
			Tool:    mcp.NewTool("digitalocean-domain-create", mcp.WithString("Name", mcp.Required())),
		},
	}
}
