package tools

import (
	"context"
	"fmt"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/mark3labs/mcp-go/mcp"
)

// clickhouse-go v2's errors are database errors (libmodels/data/sdks-mcp.yml):
// the server's exceptions quote the query and the schema.

var conn driver.Conn

func tables(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := clickhouse.Open(&clickhouse.Options{Addr: []string{"localhost:9000"}})
	if err != nil {
		return mcp.NewToolResultError("connect failed: " + err.Error()), nil // want: RC402
	}
	conn = c
	return mcp.NewToolResultText("ok"), nil
}

// ---- clean look-alike: the error is logged, a fixed text returned ----

func tablesQuiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := clickhouse.Open(&clickhouse.Options{Addr: []string{"localhost:9000"}}); err != nil {
		fmt.Println("connect failed:", err)
		return mcp.NewToolResultError("connect failed"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
