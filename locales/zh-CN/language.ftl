language-name = 中文（简体）
language-direction = ltr
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A
