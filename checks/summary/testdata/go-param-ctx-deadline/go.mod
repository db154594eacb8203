module example.com/paramctxdl

go 1.22
