package goescdb

import (
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
	"github.com/resilience-check/resilience-check/libmodels"
)

// TestGaps checks that a construction whose client leaves the file unused is
// a gap, and that one whose options come from elsewhere, one in a file that
// sets an operation timeout and one in a file that runs queries are not.
func TestGaps(t *testing.T) {
	all := func(*libmodels.Row) bool { return true }
	cases := []struct {
		name, src string
		want      []int
	}{
		{"escapes", `package db

import (
	"context"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

var Client *mongo.Client

func Connect(uri string) error {
	opts := options.Client().ApplyURI(uri)
	c, err := mongo.Connect(context.TODO(), opts)
	if err != nil {
		return err
	}
	Client = c
	return c.Ping(context.TODO(), nil)
}

func ConnectWith(ctx context.Context, opts *options.ClientOptions) (*mongo.Client, error) {
	return mongo.Connect(ctx, opts)
}
`, []int{13}},
		{"bounded", `package db

import (
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

func Connect(uri string) (*mongo.Client, error) {
	return mongo.Connect(options.Client().ApplyURI(uri).SetTimeout(5e9))
}
`, nil},
		{"queries in sight", `package db

import (
	"context"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

func Count(ctx context.Context, uri string) (int64, error) {
	c, err := mongo.Connect(options.Client().ApplyURI(uri))
	if err != nil {
		return 0, err
	}
	return c.Database("a").Collection("b").CountDocuments(ctx, nil)
}
`, nil},
	}
	for _, tc := range cases {
		f := modeltest.Parse(t, "db/"+tc.name+".go", model.LangGo, []byte(tc.src))
		var got []int
		for _, g := range Gaps(f, libmodels.Builtin(), all) {
			got = append(got, model.LineOf(f, g.At))
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: Gaps lines = %v, want %v", tc.name, got, tc.want)
		}
	}
}
