language-name = Português (Brasil)
language-direction = ltr
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A
