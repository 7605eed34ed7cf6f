language-name = Nederlands
language-direction = ltr
card-short = { $index }{ $suit }
index-jack = B
index-queen = V
index-king = H
index-ace = A
