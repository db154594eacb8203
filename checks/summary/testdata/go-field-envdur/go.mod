module example.com/envdur

go 1.22
