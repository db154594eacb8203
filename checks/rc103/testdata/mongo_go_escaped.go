package mongoclient

import (
	"context"
	"log"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// DB is handed to the tool handlers of other files, which run its queries.
var DB *mongo.Database

// Tool holds a client whose queries the tool files run.
type Tool struct{ client *mongo.Client }

// positive: the client is stored for other files and sets no operation
// timeout; the start-up ping does not put its queries in sight
func Connect(uri, name string) {
	opts := options.Client().ApplyURI(uri)
	client, err := mongo.Connect(opts) // want: RC103
	if err != nil {
		log.Fatal(err)
	}
	if err := client.Ping(context.TODO(), nil); err != nil {
		log.Fatal(err)
	}
	DB = client.Database(name)
}

// positive: an inline options chain, the client kept in a field
func (t *Tool) connect(uri string) {
	client, err := mongo.Connect(options.Client().ApplyURI(uri).SetAppName("mcp")) // want: RC103
	if err != nil {
		log.Fatal(err)
	}
	t.client = client
}

// clean look-alike: options from the caller may carry a timeout
func ConnectWith(opts *options.ClientOptions) (*mongo.Client, error) {
	return mongo.Connect(opts)
}
