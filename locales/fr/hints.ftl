### Ce que disent les robots d'un choix : le Conseil sous la table et sa raison, « pourquoi pas
### cette carte ? », et la revue après la manche. Quelques phrases entières, les mots d'abord ;
### les chiffres sur lesquels elles reposent s'ouvrent d'une touche.
###
### Les constats (claim-*) sont des propositions sans majuscule ni point, insérées dans les
### phrases plus bas. Les cartes s'écrivent en court (« D♠ ») ; l'article suit le rang
### (la D♠, l'A♠, le R♠). Les noms commençant par une voyelle prennent « d' » (le R♣ d'Ouest).

## Les constats : ce que fait une carte. $it est la carte elle-même : hint-it (« cette carte »),
## ou la carte nommée (« le 7♠ ») quand la phrase parle d'une autre carte que la sienne.

claim-only-card = { $it ->
    [hint-it] c'est
   *[other] { $it } est
} la seule carte que vous pouvez jouer
claim-cancels = { $it ->
    [hint-it] vous annulez
   *[other] { $it } annule
} { $player ->
    [name-you] votre { $card }
   *[other] { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} { $player ->
    [name-west] d'{ $player }
    [name-east] d'{ $player }
    [name-ada] d'{ $player }
    [name-edie] d'{ $player }
    [name-iris] d'{ $player }
    [name-hugo] d'{ $player }
   *[other] de { $player }
}
}, si bien qu'aucune des deux ne peut remporter le pli
claim-takes-nothing = vous remportez le pli, sans aucun point
claim-takes = vous remportez le pli, qui contient { $points }
claim-under = { $it ->
    [hint-it] vous restez
   *[other] { $it } reste
} sous { $player ->
    [name-you] votre { $card }
   *[other] { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} { $player ->
    [name-west] d'{ $player }
    [name-east] d'{ $player }
    [name-ada] d'{ $player }
    [name-edie] d'{ $player }
    [name-iris] d'{ $player }
    [name-hugo] d'{ $player }
   *[other] de { $player }
}
}
claim-gives-away = { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
} ira à celui qui remporte le pli, pas à vous
claim-onto = { $player ->
    [name-you] votre { $card }
   *[other] { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} { $player ->
    [name-west] d'{ $player }
    [name-east] d'{ $player }
    [name-ada] d'{ $player }
    [name-edie] d'{ $player }
    [name-iris] d'{ $player }
    [name-hugo] d'{ $player }
   *[other] de { $player }
}
} tient le pli pour l'instant
claim-partner-winning = votre partenaire { $player } tient le pli pour l'instant
claim-unbeatable = personne ne peut monter dessus
claim-may-be-cancelled = { $copies ->
    [1] l'autre { $card } n'est pas encore tombé{ $card ->
    [queen] e
   *[other] {""}
} et pourrait l'annuler
   *[other] { $copies } autres { $card }, qui pourraient { $card ->
    [queen] chacune l'annuler, ne sont pas encore tombées
   *[other] chacun l'annuler, ne sont pas encore tombés
}
}
claim-worst-above = { $packs ->
    [1] { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
}, plus fort{ $worst ->
    [queen] e
   *[other] {""}
}, n'est pas encore tombé{ $worst ->
    [queen] e
   *[other] {""}
}
    [2] { $copies ->
        [1] { $worst ->
    [queen] une
   *[other] un
} { $worst }, plus fort{ $worst ->
    [queen] e
   *[other] {""}
}, n'est pas encore tombé{ $worst ->
    [queen] e
   *[other] {""}
}
       *[other] les deux { $worst }, plus fort{ $worst ->
    [queen] e
   *[other] {""}
}s, ne sont pas encore tombé{ $worst ->
    [queen] e
   *[other] {""}
}s
    }
   *[other] { $copies ->
        [1] { $worst ->
    [queen] une
   *[other] un
} { $worst }, plus fort{ $worst ->
    [queen] e
   *[other] {""}
}, n'est pas encore tombé{ $worst ->
    [queen] e
   *[other] {""}
}
       *[other] { $copies } { $worst }, plus fort{ $worst ->
    [queen] e
   *[other] {""}
}s, ne sont pas encore tombé{ $worst ->
    [queen] e
   *[other] {""}
}s
    }
}
claim-higher-out = { $count ->
    [1] il reste un { $suit } plus fort chez les autres
   *[other] il reste { $count } { $suit } plus forts chez les autres
}
claim-lower-out = { $count ->
    [1] il reste un { $suit } plus faible chez les autres, et cette carte pourrait donc remporter un pli plus tard
   *[other] il reste { $count } { $suit } plus faibles chez les autres, et cette carte pourrait donc remporter un pli plus tard
}
claim-void-shown = { $count ->
    [1] { $players } n'a plus de { $suit } et peut se défausser sur ce pli
    [2] { $players } n'ont plus de { $suit } et peuvent se défausser sur ce pli
   *[other] { $count } joueurs n'ont plus de { $suit } et peuvent se défausser sur ce pli
}
claim-last-of-suit = { $it ->
    [hint-it] c'est
   *[other] { $it } est
} votre dernier { $suit }, et vous pourrez donc vous défausser quand on entamera { $suits }
claim-keeps-low = vous gardez { $low ->
    [queen] la { $low }
    [ace] l'{ $low }
   *[other] le { $low }
} pour rendre la main plus tard
claim-trick-holds = le pli contient déjà { $points }
claim-moon-threat = { $player } a pris tous les points jusqu'ici
claim-wins-lead-from = vous prenez la main à coup sûr, et vous devrez ensuite entamer { $suits }, la seule couleur qui vous reste
claim-wins-lead = vous prenez la main à coup sûr, et vous devrez entamer le pli suivant
claim-keeps-worst = vous gardez { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
}, et quelqu'un pourrait vous forcer à { $worst ->
    [queen] la
   *[other] le
} lâcher plus tard
claim-keeps-above-worst = vous gardez { $high ->
    [queen] la { $high }
    [ace] l'{ $high }
   *[other] le { $high }
}, et { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
} pourrait encore tomber dessus plus tard
claim-sheds-above-worst = vous vous débarrassez d'une carte sur laquelle { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
} pourrait tomber plus tard, sans prendre ce pli
claim-keeps-high = vous gardez { $high ->
    [queen] la { $high }
    [ace] l'{ $high }
   *[other] le { $high }
}, qui pourrait remporter un pli plus tard
claim-first-trick = au premier pli, personne ne peut jouer de carte à points à moins de n'avoir rien d'autre, donc une grosse carte ne coûte rien maintenant

## Les pièces dont sont faites les phrases du Conseil.

hint-it = cette carte
hint-claims = { $first }, et { $second }
hint-with-card = { $card ->
    [hint-it] { $claim }
   *[other] avec { $card }, { $claim }
}
hint-with-card-first = Avec { $card }, { $claim }
hint-choice-the = { $cards ->
    [queen] la { $cards }
    [ace] l'{ $cards }
    [one] la carte { $cards }
    [other] les { $cards }
   *[card] le { $cards }
}
hint-choice-the-first = { $cards ->
    [queen] La { $cards }
    [ace] L'{ $cards }
    [one] La carte { $cards }
    [other] Les { $cards }
   *[card] Le { $cards }
}
hint-choice-your = { $cards ->
    [other] vos { $cards }
   *[card] votre { $cards }
}
hint-choice-your-first = { $cards ->
    [other] Vos { $cards }
   *[card] Votre { $cards }
}
hint-choice-suit = { $suit }

## Les mots du Conseil, de « pourquoi pas… ? » et de la revue.

hint-do = { $verb ->
    [lead] Entamez
    [discard] Défaussez
    [call] Demandez
   *[play] Jouez
} { $choice } : { $why }.
hint-did-best = c'est le meilleur coup quand on devine les cartes cachées et qu'on joue la manche jusqu'au bout
hint-yet-did-best = { $claim }, et pourtant c'est le meilleur coup quand on devine les cartes cachées et qu'on joue la manche jusqu'au bout
hint-did-best-though = c'est le meilleur coup quand on devine les cartes cachées et qu'on joue la manche jusqu'au bout, même si { $claim }
hint-nothing-apart = rien de ce que vous voyez ne fait la différence avec { $other }, mais c'est le meilleur coup quand on devine les cartes cachées et qu'on joue la manche jusqu'au bout
hint-as-good = { $other }, c'est à peu près aussi bien.
hint-as-good-because = { $other }, c'est à peu près aussi bien : { $why }.
hint-as-good-though = { $other }, c'est à peu près aussi bien, même si { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $subject }, c'est { $verdict ->
    [better] mieux que
    [worse] moins bien que
   *[as-good] à peu près aussi bien que
} { $other }
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict } : { $why }.
hint-verdict-played-out-though = { $verdict } : la différence n'apparaît que quand on devine les cartes cachées et qu'on joue la manche jusqu'au bout, même si { $claim }.
hint-verdict-played-out = { $verdict } ; rien de ce que vous voyez ne les départage : la différence n'apparaît que quand on devine les cartes cachées et qu'on joue la manche jusqu'au bout.
hint-of-choice = { $choice } : { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = Un choix permis, au hasard
hint-nothing-to-decide = Rien à décider
hint-no-seat = Pas de place { $number } à cette table
hint-not-playable = Cette partie ne peut pas être jouée : { $why }
hint-weighing-pass = On compare votre échange à celui-ci…

## Un échange expliqué carte par carte, sans pronom après les cartes (« R♥ : elle » sonne mal
## pour un roi) : « D♠ : la carte qui coûte le plus ; R♠, A♠ : pourraient vous faire ramasser
## la D♠ ». $count dit de combien de cartes on parle.

hint-pass-cards = { $first }, { $next }
hint-pass-group = { $cards } : { $why }
hint-pass-groups = { $first } ; { $next }
hint-pass-costs-points = { $count ->
    [one] coûte des points
   *[other] coûtent des points
}
hint-pass-costs-most = { $count ->
    [one] la carte qui coûte le plus
   *[other] les cartes qui coûtent le plus
}
hint-pass-forced-to-take = { $count ->
    [one] pourrait vous faire ramasser { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
}
   *[other] pourraient vous faire ramasser { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
}
}
hint-pass-leaves-void = { $count ->
    [one] vous laisse sans { $suits }
   *[other] vous laissent sans { $suits }
}
hint-pass-win-and-cost = { $count ->
    [one] pourrait remporter un pli, et coûte des points
   *[other] pourraient remporter un pli, et coûtent des points
}
hint-pass-could-win = { $count ->
    [one] pourrait remporter des plis
   *[other] pourraient remporter des plis
}
hint-pass-helps-least = { $count ->
    [one] la moins utile de votre main
   *[other] les moins utiles de votre main
}

## Le Conseil des niveaux Normal et Facile, qui ne cherchent pas : une ligne, sans point.

hint-line-only-card = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : c'est la seule carte que vous pouvez jouer
hint-line-duck = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} sous { $under ->
    [queen] la { $under }
    [ace] l'{ $under }
   *[other] le { $under }
}
hint-line-duck-worst-out = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} sous { $under ->
    [queen] la { $under }
    [ace] l'{ $under }
   *[other] le { $under }
} : { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
} n'est pas encore tombé{ $worst ->
    [queen] e
   *[other] {""}
}
hint-line-cancel = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} pour annuler l'autre { $other } : aucune des deux ne peut remporter le pli
hint-line-dump = Défaussez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : les points iront au gagnant du pli
hint-line-shed-danger = Défaussez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : plus tard, { $card ->
    [queen] elle
   *[other] il
} pourrait vous faire remporter un pli chargé de points
hint-line-shed-suit = Défaussez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : vous n'aurez plus de { $suits }
hint-line-shed-free = Défaussez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : { $card ->
    [queen] elle
   *[other] il
} ne coûte rien
hint-line-discard = Défaussez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
hint-line-win-clean = Prenez ce pli avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : il ne contient aucun point
hint-line-forced-high = Vous prenez le pli quoi que vous jouiez : prenez-le avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
hint-line-hope-overtaken = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : un joueur après vous peut encore monter dessus
hint-line-bleed = Entamez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} pour faire tomber { $worst ->
    [queen] la { $worst }
    [ace] l'{ $worst }
   *[other] le { $worst }
} : vous ne l'avez pas
hint-line-lead-low = Entamez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : quelqu'un montera sûrement dessus
hint-line-lead-may-be-beaten = Entamez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : quelqu'un peut encore monter dessus
hint-line-lead-unbeatable = Entamez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : personne ne peut monter dessus
hint-line-stop-moon = Prenez un point avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : un joueur a tous les points jusqu'ici et pourrait décrocher la lune
hint-line-shoot-moon = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : vous pouvez prendre tous les points et décrocher la lune
hint-line-follow-low = Fournissez petit avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
hint-line-spare-partner = Jouez { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : votre partenaire tient le pli
hint-line-pledge = Promettez : vos cœurs sont rares et petits
hint-line-no-pledge = Ne promettez pas : un de vos cœurs pourrait remporter un pli
hint-line-call-suit = Demandez { $suits } : votre joker ne peut pas gagner, ses points iront donc à un autre joueur
hint-line-moon-to-others = Ajoutez la lune au score de tous les autres
hint-line-moon-off-mine = Retirez la lune de votre propre score
hint-line-choose-pass = { $direction ->
    [hold] Pas d'échange dans cette manche
   *[other] Donnez { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }{ $direction ->
        [left] { " " }à gauche
        [right] { " " }à droite
        [across] { " " }en face
        [star] , une à chacun des deux joueurs d'en face
        [scatter] , une à chacun des autres joueurs
        [mixer] { " " }au milieu, pour être mélangées et redistribuées
       *[seats-left] { " " }{ $seats } places vers la gauche
    }
}

## Les chiffres sous les mots (« Les chiffres », d'une touche).

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] Mieux que { $other }, d'environ { $margin } points
    [worse] Moins bien que { $other }, d'environ { $margin } points
   *[as-good] À peu près aussi bien que { $other }
}.
hint-margin-over-deals = { $verdict ->
    [better] Mieux que { $other }, d'environ { $margin } points, sur { $deals } répartitions devinées
    [worse] Moins bien que { $other }, d'environ { $margin } points, sur { $deals } répartitions devinées
   *[as-good] À peu près aussi bien que { $other }, sur { $deals } répartitions devinées
}.
hint-playouts-over-deals = Sur { $deals } répartitions devinées, { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = Avec votre choix, { $figures }.
hint-figures-two = { $take }, { $points }
hint-figures-three = { $take }, { $points } et { $third }
hint-figures-four = { $take }, { $points }, { $worst } et { $moon }
hint-figure-take = vous remportez ce pli dans { $percent } % des cas
hint-figure-take-beside = vous remportez ce pli dans { $percent } % des cas ({ $best } % avec { $choice })
hint-figure-take-beside-first = Vous remportez ce pli dans { $percent } % des cas ({ $best } % avec { $choice })
hint-figure-points = prenez environ { $now } points tout de suite et { $later } plus tard
hint-figure-no-points = ne prenez aucun point tout de suite et environ { $later } plus tard
hint-figure-points-beside = prenez environ { $now } points tout de suite et { $later } plus tard ({ $best-now } et { $best-later })
hint-figure-worst = finissez avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} dans { $percent } % des cas
hint-figure-worst-beside = finissez avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} dans { $percent } % des cas ({ $best } %)
hint-figure-moon = décrochez la lune dans { $percent } % des cas
hint-figure-moon-beside = décrochez la lune dans { $percent } % des cas ({ $best } %)
