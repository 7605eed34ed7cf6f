language-name = Deutsch
language-direction = ltr
card-short = { $index }{ $suit }
index-jack = B
index-queen = D
index-king = K
index-ace = A
