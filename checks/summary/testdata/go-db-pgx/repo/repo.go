package repo

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

// Repository holds a pgx pool and a MongoDB collection.
type Repository struct {
	pool  *pgxpool.Pool
	notes *mongo.Collection
}

// Insert runs on the context its caller passes: pgx has no timeout of its
// own, so the caller's context is the only bound.
func (r *Repository) Insert(ctx context.Context, s string) (int, error) {
	var id int
	err := r.pool.QueryRow(ctx, "INSERT INTO docs (body) VALUES ($1) RETURNING id", s).Scan(&id)
	return id, err
}

// Find runs a MongoDB query on the caller's context.
func (r *Repository) Find(ctx context.Context, owner string) (*mongo.Cursor, error) {
	return r.notes.Find(ctx, bson.M{"owner": owner})
}

// Count derives its own deadline: bounded whatever the caller passes.
func (r *Repository) Count(ctx context.Context) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var n int
	err := r.pool.QueryRow(ctx, "SELECT count(*) FROM docs").Scan(&n)
	return n, err
}
