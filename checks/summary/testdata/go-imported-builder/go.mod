module example.com/am

go 1.22
