module example.com/chain

go 1.22
