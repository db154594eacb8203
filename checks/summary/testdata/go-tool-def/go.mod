module example.com/tooldef

go 1.22
