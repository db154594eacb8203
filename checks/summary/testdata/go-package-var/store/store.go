package store

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// DB is set by Connect, used by the tools of another package.
var DB *mongo.Database

// Connect opens the database.
func Connect(ctx context.Context, uri string) error {
	c, err := mongo.Connect(ctx, options.Client().ApplyURI(uri))
	if err != nil {
		return err
	}
	DB = c.Database("app")
	return nil
}
