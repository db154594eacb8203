module example.com/gorpc

go 1.22
