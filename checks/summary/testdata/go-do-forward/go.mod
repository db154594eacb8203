module example.com/fwd

go 1.22
