module example.com/ghsrv

go 1.22
