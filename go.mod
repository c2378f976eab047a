module nilegames

go 1.26
