language-name = العربية
language-direction = rtl
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A
