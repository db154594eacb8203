// Command weather-desk is a small MCP server (mark3labs/mcp-go) with the
// resilience defects people ship. Every defective line ends with an "expect"
// comment naming the rule that should report it; ../fixed/main.go is the same
// server written correctly. This file is scanned by resilience-check, never built.
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const historySQL = `
	SELECT observed_at, temp_c, wind_kph
	FROM observations
	WHERE station_id = $1 AND observed_at > now() - make_interval(days => $2)
	ORDER BY observed_at`

var (
	weatherURL = envOr("WEATHER_URL", "https://api.weather.example/v1")
	searchURL  = envOr("SEARCH_URL", "https://search.example/api/v2/search")

	searchClient = &http.Client{} // expect: RC101

	db *sql.DB
)

func main() {
	var err error
	db, err = sql.Open("pgx", envOr("DATABASE_URL", "postgres://weather@db.internal/weather")) // expect: RC501
	if err != nil {
		log.Fatal(err)
	}

	s := server.NewMCPServer("weather-desk", "1.0.0", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("get_forecast",
		mcp.WithDescription("Daily forecast for a city"),
		mcp.WithString("city", mcp.Required(), mcp.Description("City name")),
	), forecastHandler)
	s.AddTool(mcp.NewTool("search_web",
		mcp.WithDescription("Web search results for a query"),
		mcp.WithString("query", mcp.Required()),
	), searchHandler)
	s.AddTool(mcp.NewTool("radar_image",
		mcp.WithDescription("Latest radar frame for a region as base64 PNG"),
		mcp.WithString("region", mcp.Required()),
	), radarHandler)
	s.AddTool(mcp.NewTool("station_history",
		mcp.WithDescription("Hourly observations from a weather station"),
		mcp.WithString("station_id", mcp.Required()),
		mcp.WithNumber("days", mcp.DefaultNumber(7)),
	), historyHandler)

	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}

func forecastHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError("city is required"), nil
	}
	resp, err := http.Get(weatherURL + "/forecast?q=" + url.QueryEscape(city)) // expect: RC101
	if err != nil {
		return mcp.NewToolResultError("the forecast service is unavailable"), nil
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return mcp.NewToolResultError("the forecast service is unavailable"), nil
	}
	return mcp.NewToolResultText(string(body)), nil
}

func searchHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query, err := req.RequireString("query")
	if err != nil {
		return mcp.NewToolResultError("query is required"), nil
	}
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodGet, searchURL+"?q="+url.QueryEscape(query), nil)
	if err != nil {
		return mcp.NewToolResultError("bad query"), nil
	}
	resp, err := searchClient.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("search is unavailable"), nil
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return mcp.NewToolResultError("search is unavailable"), nil
	}
	return mcp.NewToolResultText(string(body)), nil
}

func radarHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	region, err := req.RequireString("region")
	if err != nil {
		return mcp.NewToolResultError("region is required"), nil
	}
	out, err := exec.Command("radar-render", "--region", region, "--format", "png-base64").Output() // expect: RC102
	if err != nil {
		return mcp.NewToolResultError("radar rendering failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

type observation struct {
	ObservedAt time.Time `json:"observed_at"`
	TempC      float64   `json:"temp_c"`
	WindKPH    float64   `json:"wind_kph"`
}

func historyHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stationID, err := req.RequireString("station_id")
	if err != nil {
		return mcp.NewToolResultError("station_id is required"), nil
	}
	days := req.GetInt("days", 7)

	rows, err := db.Query(historySQL, stationID, days) // expect: RC103
	if err != nil {
		return mcp.NewToolResultError("query failed: " + err.Error()), nil // expect: RC402
	}
	defer rows.Close()
	var obs []observation
	for rows.Next() {
		var o observation
		if err := rows.Scan(&o.ObservedAt, &o.TempC, &o.WindKPH); err != nil {
			return mcp.NewToolResultError("reading observations failed"), nil
		}
		obs = append(obs, o)
	}
	out, err := json.Marshal(map[string]any{"station": stationID, "observations": obs})
	if err != nil {
		return mcp.NewToolResultError("encoding observations failed"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
