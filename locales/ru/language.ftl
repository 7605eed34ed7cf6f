language-name = Русский
language-direction = ltr
card-short = { $index }{ $suit }
index-jack = В
index-queen = Д
index-king = К
index-ace = Т
