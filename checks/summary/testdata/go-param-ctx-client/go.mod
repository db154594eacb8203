module example.com/paramctx

go 1.22
