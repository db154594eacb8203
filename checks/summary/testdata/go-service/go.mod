module example.com/tix

go 1.22
