module example.com/dbnoctx

go 1.22
