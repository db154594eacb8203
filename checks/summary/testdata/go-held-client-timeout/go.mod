module example.com/held

go 1.22
