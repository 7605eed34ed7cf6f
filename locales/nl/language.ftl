### De taal zelf, en hoe kaarten erin heten.

language-name = Nederlands
language-direction = ltr
language-digits = plain
card-short = { $index }{ $suit }
index-jack = B
index-queen = V
index-king = H
index-ace = A

## De namen van de kaarten voluit: "schoppenvrouw", "klaverentwee".

card-name = { $suit }{ $rank }
card-name-zero = { $suit }nul (joker)
card-name-joker = joker
rank-two = twee
rank-three = drie
rank-four = vier
rank-five = vijf
rank-six = zes
rank-seven = zeven
rank-eight = acht
rank-nine = negen
rank-ten = tien
rank-jack = boer
rank-queen = vrouw
rank-king = heer
rank-ace = aas
suit-name-clubs = klaveren
suit-name-diamonds = ruiten
suit-name-spades = schoppen
suit-name-hearts = harten

## Een kleur in een zin: "je hebt geen klaveren", "je laatste klaveren".

suit-clubs = klaveren
suit-diamonds = ruiten
suit-spades = schoppen
suit-hearts = harten

## Aantallen

count-points = { $n ->
    [one] { $n } punt
    [-1] { $n } punt
   *[other] { $n } punten
}
count-cards = { $n ->
    [one] { $n } kaart
   *[other] { $n } kaarten
}

## De taal kiezen

brand = Moonshot
page-title = Moonshot · Hartenjagen
settings-language = Taal
settings-language-browser = De taal van de browser
settings-english-indices = Kaartletters in het Engels (A K Q J)
language-unknown = "{ $code }" in lang= is geen taal die Moonshot spreekt: Moonshot spreekt { $languages }.
language-not-loaded = De teksten in { $language } konden niet worden geladen ({ $why }): het spel is in het Engels.

## De geïnstalleerde app en het laadscherm

manifest-short-name = Moonshot
manifest-description = Hartenjagen, Black Lady en de hele familie van hartenjagen, tegen bots, online of offline.
splash-status = De kaarten worden geschud…

card-face-joker = JOKER
