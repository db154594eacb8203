package axiomtools

import (
	"context"
	"time"

	"github.com/axiomhq/axiom-go/axiom"
)

// axiom-go's default http.Client waits 5 min (libmodels/data/sdks-mcp.yml):
// a call with a context that has no deadline keeps that, above the budget.
// Its services (client.Datasets, client.Monitors) are the same client.
func listDatasets(client *axiom.Client) error {
	ctx := context.Background()
	_, err := client.Datasets.List(ctx) // want: RC101
	return err
}

func runQuery(client *axiom.Client, apl string) error {
	_, err := client.Query(context.Background(), apl) // want: RC101
	return err
}

// ---- clean look-alikes ----

func runQueryBounded(ctx context.Context, client *axiom.Client, apl string) error {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	_, err := client.Query(ctx, apl)
	if err != nil {
		return err
	}
	_, err = client.Datasets.List(ctx)
	return err
}
