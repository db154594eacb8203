module example.com/iw

go 1.22
