language-name = Français
language-direction = ltr
card-short = { $index }{ $suit }
index-jack = V
index-queen = D
index-king = R
index-ace = A
