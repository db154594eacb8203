module example.com/dbctx

go 1.22
