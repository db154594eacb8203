package tools

// Client is a stand-in API client.
type Client struct{}

// CreateIncidentTool creates an incident.
type CreateIncidentTool struct{ client *Client }

// NewCreateIncidentTool returns the tool.
func NewCreateIncidentTool(c *Client) *CreateIncidentTool {
	return &CreateIncidentTool{client: c}
}

func (t *CreateIncidentTool) Execute(args map[string]any) (string, error) { // want: handler create_incident
	return "created", nil
}

// ExportTool is a look-alike: a tool type the server never puts in its table.
type ExportTool struct{ client *Client }

func (t *ExportTool) Execute(args map[string]any) (string, error) {
	return "exported", nil
}
