module example.com/exectx

go 1.22
