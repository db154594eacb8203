package tools

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo"
)

var mdb *mongo.Database

func init() {
	c, _ := mongo.Connect(context.Background())
	mdb = c.Database("app")
}
