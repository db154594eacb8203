module example.com/ctxdemo

go 1.22
