module example.com/issues

go 1.22
