module example.com/gotools

go 1.22
