module example.com/pgxctx

go 1.22
