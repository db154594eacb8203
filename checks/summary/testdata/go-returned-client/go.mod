module example.com/retclient

go 1.22
