// Command weather-desk is the same MCP server as ../vulnerable/main.go, written
// to fail safely: the HTTP client has connect, header and overall timeouts,
// every upstream has its own circuit breaker, the subprocess and the query run
// under a deadline, the database pool is bounded and errors reach the model as
// a reference id. resilience-check reports nothing here.
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/sony/gobreaker/v2"
)

const (
	renderTimeout = 30 * time.Second
	queryTimeout  = 15 * time.Second
	maxBodyBytes  = 1 << 20

	historySQL = `
	SELECT observed_at, temp_c, wind_kph
	FROM observations
	WHERE station_id = $1 AND observed_at > now() - make_interval(days => $2)
	ORDER BY observed_at`
)

var (
	weatherURL = envOr("WEATHER_URL", "https://api.weather.example/v1")
	searchURL  = envOr("SEARCH_URL", "https://search.example/api/v2/search")

	httpClient = &http.Client{
		Timeout: 20 * time.Second, // the whole exchange, body included
		Transport: &http.Transport{
			DialContext:           (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
			TLSHandshakeTimeout:   5 * time.Second,
			ResponseHeaderTimeout: 15 * time.Second,
			MaxIdleConnsPerHost:   10,
			IdleConnTimeout:       90 * time.Second,
		},
	}

	// One breaker per upstream: a failing search API must not trip the weather API.
	weatherBreaker = newBreaker("weather")
	searchBreaker  = newBreaker("search")

	db *sql.DB
)

func newBreaker(name string) *gobreaker.CircuitBreaker[[]byte] {
	return gobreaker.NewCircuitBreaker[[]byte](gobreaker.Settings{
		Name:        name,
		MaxRequests: 1,                // probes allowed while half-open
		Timeout:     30 * time.Second, // open for this long before probing
		ReadyToTrip: func(c gobreaker.Counts) bool { return c.ConsecutiveFailures >= 5 },
	})
}

func main() {
	var err error
	db, err = sql.Open("pgx", envOr("DATABASE_URL", "postgres://weather@db.internal/weather"))
	if err != nil {
		log.Fatal(err)
	}
	db.SetMaxOpenConns(10)
	db.SetMaxIdleConns(5)
	db.SetConnMaxIdleTime(5 * time.Minute)
	db.SetConnMaxLifetime(30 * time.Minute)

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

// getBody GETs rawURL through the upstream's breaker and returns at most
// maxBodyBytes of a 200 response.
func getBody(ctx context.Context, cb *gobreaker.CircuitBreaker[[]byte], rawURL string) ([]byte, error) {
	return cb.Execute(func() ([]byte, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
		if err != nil {
			return nil, err
		}
		resp, err := httpClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("%s answered %s", cb.Name(), resp.Status)
		}
		return io.ReadAll(io.LimitReader(resp.Body, maxBodyBytes))
	})
}

// toolError logs err under a short reference id and returns a result that
// tells the model only the id: no paths, hosts, SQL or stack traces.
func toolError(what string, err error) *mcp.CallToolResult {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	ref := hex.EncodeToString(b)
	log.Printf("ref=%s %s: %v", ref, what, err)
	return mcp.NewToolResultError(fmt.Sprintf("internal error [ref: %s]; %s did not complete", ref, what))
}

func forecastHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError("city is required"), nil
	}
	body, err := getBody(ctx, weatherBreaker, weatherURL+"/forecast?q="+url.QueryEscape(city))
	if err != nil {
		return toolError("forecast lookup", err), nil
	}
	return mcp.NewToolResultText(string(body)), nil
}

func searchHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query, err := req.RequireString("query")
	if err != nil {
		return mcp.NewToolResultError("query is required"), nil
	}
	body, err := getBody(ctx, searchBreaker, searchURL+"?q="+url.QueryEscape(query))
	if err != nil {
		return toolError("web search", err), nil
	}
	return mcp.NewToolResultText(string(body)), nil
}

func radarHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	region, err := req.RequireString("region")
	if err != nil {
		return mcp.NewToolResultError("region is required"), nil
	}
	ctx, cancel := context.WithTimeout(ctx, renderTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "radar-render", "--region", region, "--format", "png-base64").Output()
	if ctx.Err() == context.DeadlineExceeded {
		return mcp.NewToolResultError(fmt.Sprintf("radar rendering took longer than %s", renderTimeout)), nil
	}
	if err != nil {
		return toolError("radar rendering", err), nil
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

	ctx, cancel := context.WithTimeout(ctx, queryTimeout)
	defer cancel()
	rows, err := db.QueryContext(ctx, historySQL, stationID, days)
	if err != nil {
		return toolError("station history query", err), nil
	}
	defer rows.Close()
	var obs []observation
	for rows.Next() {
		var o observation
		if err := rows.Scan(&o.ObservedAt, &o.TempC, &o.WindKPH); err != nil {
			return toolError("station history query", err), nil
		}
		obs = append(obs, o)
	}
	if err := rows.Err(); err != nil {
		return toolError("station history query", err), nil
	}
	out, err := json.Marshal(map[string]any{"station": stationID, "observations": obs})
	if err != nil {
		return toolError("station history encoding", err), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
