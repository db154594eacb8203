package main

import "example.com/dbnoctx/store"

func main() {
	var st store.Store
	if err := st.Migrate(); err != nil {
		panic(err)
	}
}
