module example.com/fnval

go 1.22
