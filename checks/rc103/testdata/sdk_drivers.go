package sdk

import "github.com/redis/go-redis/v9"

// go-redis's Options: a 3 s read timeout by default, within the budget.
func cache() *redis.Client {
	return redis.NewClient(&redis.Options{Addr: "localhost:6379"})
}
