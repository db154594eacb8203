package main

import (
	"log"
	"time"

	"example.com/k8susertimeout/kube"
)

func main() {
	cfg, err := kube.Config("")
	if err != nil {
		log.Fatal(err)
	}
	cfg.Timeout = 30 * time.Second // bounds every request of the clients
	if _, err := kube.New(cfg); err != nil {
		log.Fatal(err)
	}
}
