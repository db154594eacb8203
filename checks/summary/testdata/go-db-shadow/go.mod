module example.com/dbshadow

go 1.22
