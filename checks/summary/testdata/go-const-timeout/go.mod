module example.com/k6

go 1.22
