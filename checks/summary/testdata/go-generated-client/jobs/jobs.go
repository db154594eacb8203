// Package jobs has the look-alikes: a Do that takes no *http.Request, and an
// embedded interface two types of the module implement.
package jobs

import "context"

// Job is a unit of local work.
type Job struct{ Name string }

// Runner runs jobs: its Do is no HTTP request.
type Runner interface {
	Do(job *Job) (string, error)
}

// Queue runs jobs through its Runner.
type Queue struct {
	Runner Runner
}

// Run runs one job.
func (q *Queue) Run(ctx context.Context, name string) (string, error) {
	return q.Runner.Do(&Job{Name: name})
}

// Store keeps jobs.
type Store interface {
	Put(ctx context.Context, name string) error
}

// Cached embeds a Store; two types of the module implement it.
type Cached struct {
	Store
}

// Save puts name through the embedded Store.
func (c *Cached) Save(ctx context.Context, name string) error {
	return c.Put(ctx, name)
}
