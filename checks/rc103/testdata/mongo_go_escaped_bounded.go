package mongoclientbounded

import (
	"log"
	"time"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// Client is handed to the tool handlers of other files.
var Client *mongo.Client

// clean look-alike: the client-level operation timeout bounds every query
// of the client, wherever it runs
func Connect(uri string) {
	c, err := mongo.Connect(options.Client().ApplyURI(uri).SetTimeout(15 * time.Second))
	if err != nil {
		log.Fatal(err)
	}
	Client = c
}
