module example.com/demand

go 1.22
