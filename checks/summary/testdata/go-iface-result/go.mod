module example.com/ifres

go 1.22
