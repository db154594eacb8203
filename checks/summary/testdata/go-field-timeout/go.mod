module example.com/fieldto

go 1.22
