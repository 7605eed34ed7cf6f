### Ce que dit la table : la ligne sous la main qui dit quoi faire, ce qu'entend un lecteur
### d'écran à chaque carte jouée (et la ligne d'état), les mots à côté d'un pli terminé, la fin
### de partie, le résumé de la revue, et les avis sur un lien, une sauvegarde ou un fichier.

## Des phrases mises bout à bout.

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }, { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## Où vont les cartes de l'échange, au milieu d'autres phrases.

table-direction-hold = pas d'échange
table-direction-left = à gauche
table-direction-right = à droite
table-direction-across = en face
table-direction-seats = { $seats } places vers la gauche
table-direction-star = une carte à chacun des deux joueurs d'en face
table-direction-scatter = une carte à chacun des autres joueurs
table-direction-mixer = au milieu, pour être mélangées et redistribuées

## La ligne sous la main qui dit quoi faire.

table-prompt-past = La manche { $deal } telle que vous l'avez jouée
table-prompt-choose-pass = Vous êtes donneur : choisissez l'échange de cette manche
table-prompt-pledge = Promettre de ne prendre aucun cœur dans cette manche ? Tenue, la promesse retire { $points } de votre score ; rompue, elle en ajoute { $points }
table-prompt-call-suit = Vous avez entamé le joker : demandez la couleur que les autres devront fournir
table-prompt-choose-moon = Vous avez décroché la lune ! Choisissez comment la compter
table-prompt-play-any = À vous : jouez la carte de votre choix
table-prompt-play-why = À vous. { $why }
table-prompt-pass-to = Choisissez { $count } cartes à donner { $direction }, à { $player } ({ $chosen ->
    [one] { $chosen } choisie
   *[other] { $chosen } choisies
})
table-prompt-pass = Choisissez { $count } cartes à donner { $direction } ({ $chosen ->
    [one] { $chosen } choisie
   *[other] { $chosen } choisies
})
table-prompt-pass-each-next = Choisissez { $count } cartes à donner, { $direction } ({ $chosen ->
    [one] { $chosen } choisie
   *[other] { $chosen } choisies
}) : la prochaine carte choisie ira à { $player }
table-prompt-pass-each = Choisissez { $count } cartes à donner, { $direction } ({ $chosen ->
    [one] { $chosen } choisie
   *[other] { $chosen } choisies
})
table-prompt-game-over = Partie terminée. { $result }
table-prompt-thinking = { $player } réfléchit…

## La revue d'une manche, dans le tableau des scores qui la suit.

table-review-reviewing = Revue : l'Expert joue vos cartes…
table-review-done = À votre place, l'Expert aurait pris { $expert } (vous en avez pris { $you }). { $summary }
table-review-nothing = {""}
table-review-same = Il aurait fait les mêmes choix que vous, à chaque fois.
table-review-as-good = Il n'aurait choisi autrement que là où les choix se valaient à peu près :
table-review-as-good-went-otherwise = Il n'aurait choisi autrement que là où les choix se valaient à peu près, et dès le premier de ces choix la manche a pris un autre tour :
table-review-differently = Là où il aurait choisi autrement :
table-review-biggest = Les plus importants des { $times } choix qu'il aurait faits autrement :
table-review-failed = Pas de revue cette fois : { $why }
table-review-moment = { $decision }. { $expert }

## Une décision du joueur, telle que la revue la liste.

table-decision-played = { $trick ->
    [0] L'échange
   *[other] Pli { $trick }
} : vous avez joué { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
table-decision-passed = { $trick ->
    [0] L'échange
   *[other] Pli { $trick }
} : vous avez donné { $cards ->
    [one] la carte { $cards }
   *[other] les { $cards }
}
table-decision-called = { $trick ->
    [0] L'échange
   *[other] Pli { $trick }
} : vous avez demandé { $suit }
table-decision-other = { $trick ->
    [0] L'échange
   *[other] Pli { $trick }
} : vous avez joué {""}
table-expert-agrees = L'Expert est d'accord
table-expert-as-good = L'Expert { $choice }, à peu près aussi bien
table-expert-better = L'Expert { $choice } (environ { $points } points de mieux)
table-choice-play = aurait joué { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
table-choice-pass = aurait donné { $cards ->
    [one] la carte { $cards }
   *[other] les { $cards }
}
table-choice-call = aurait demandé { $suit }
table-choice-other = aurait choisi autrement
table-hint-weighing = On compare votre échange à celui-ci…
table-past-failed = Impossible d'afficher cette manche : { $why }

## Les mots à côté d'un pli terminé.

table-pairs-three = trois { $card }
table-pairs-one = paire { $card ->
    [ace] d'{ $card }
   *[other] de { $card }
}
table-pairs-many = paires de { $cards }
table-trick-cancelled = { $pairs ->
    [table-pairs-one] La { $pairs } s'annule
   *[other] Les { $pairs } s'annulent
} : personne ne remporte le pli, et ses cartes iront au gagnant du pli suivant.
table-trick-cancelled-points = { $pairs ->
    [table-pairs-one] La { $pairs } s'annule
   *[other] Les { $pairs } s'annulent
} : personne ne remporte le pli, et ses cartes ({ $points }) iront au gagnant du pli suivant.
table-trick-you-with = Vous remportez le pli avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : { $taken }.
table-trick-you = Vous remportez le pli : { $taken }.
table-trick-other-with = { $player } remporte le pli avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : { $taken }.
table-trick-other = { $player } remporte le pli : { $taken }.
table-trick-cancelled-count = { $pairs ->
    [table-pairs-one] La { $pairs } annulée compte aussi.
    [table-pairs-many] Les { $pairs } annulées comptent aussi.
   *[other] Les { $pairs } comptent aussi, malgré l'annulation.
}
table-taken-none = aucun point
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = vous, { $points }
table-last-other = { $player }, { $points }
table-last-carried = reporté
table-words = { $taken } : { $plays }
table-words-you = remporté par vous
table-words-you-points = remporté par vous avec { $points }
table-words-other = remporté par { $player }
table-words-other-points = remporté par { $player } avec { $points }
table-words-carried = annulé, reporté au pli suivant
table-play = { $name } ({ $player })
table-play-cancelled = { $name } ({ $player }, carte annulée)
table-happened-you-with = Vous avez remporté le pli avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : { $taken }.
table-happened-you = Vous avez remporté le pli : { $taken }.
table-happened-other-with = { $player } a remporté le pli avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
} : { $taken }.
table-happened-other = { $player } a remporté le pli : { $taken }.
table-happened-nobody = Personne n'a remporté le pli : toutes les cartes qui pouvaient le gagner ont été annulées, et ses cartes sont allées au pli suivant.
table-happened-luck = Vous avez pris { $points } avec votre { $card } cette fois ; environ { $sign ->
    [minus] −
   *[plus] {""}
}{ $average } en moyenne sur les répartitions devinées.

## Ce qu'entend un lecteur d'écran (et la ligne d'état) au fil du jeu.

table-deal-hold = Manche { $deal } : pas d'échange cette fois
table-deal-pass = Manche { $deal } : choisissez { $count } cartes à donner { $direction }
table-passed-to = Vous avez donné à { $player } : { $cards }
table-passed = Vous avez donné : { $cards }
table-received = Vous avez reçu : { $cards }
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = rien
table-you-lead = Vous entamez
table-other-leads = { $player } entame
table-received-lead = Vous avez reçu : { $cards }. { $lead }
table-you-played = Vous avez joué { $name }
table-other-played = { $player } a joué { $name }
table-hearts-broken = { $before }. Les cœurs sont ouverts
table-you-take = Vous remportez le pli
table-you-take-points = Vous remportez le pli : { $points }
table-other-takes = { $player } remporte le pli
table-other-takes-points = { $player } remporte le pli : { $points }
table-you-shot = Vous avez décroché la lune !
table-other-shot = { $player } a décroché la lune
table-deal-over = La manche { $deal } est terminée
table-cards-cancel = { $copies ->
    [2] Les deux { $cards }
    [3] Les trois { $cards }
   *[other] Les { $cards } identiques
} s'annulent
table-plural = { $card ->
    [two] deux
    [three] trois
    [four] quatre
    [five] cinq
    [six] six
    [seven] sept
    [eight] huit
    [nine] neuf
    [ten] dix
    [jack] valets
    [queen] dames
    [king] rois
   *[ace] as
} de { $suit ->
    [suit-name-clubs] trèfle
    [suit-name-diamonds] carreau
    [suit-name-spades] pique
   *[suit-name-hearts] cœur
}
table-plural-zero = zéros de { $suit ->
    [suit-name-clubs] trèfle
    [suit-name-diamonds] carreau
    [suit-name-spades] pique
   *[suit-name-hearts] cœur
} (jokers)
table-plural-joker = jokers
table-trick-carried = Toutes les cartes qui pouvaient gagner sont annulées : les { $count } cartes restent au milieu pour le gagnant du pli suivant, et { $player ->
    [name-you] vous entamez
   *[other] { $player } entame
} de nouveau
table-suit-called = { $player ->
    [name-you] Vous demandez
   *[other] { $player } demande
} { $suit ->
    [suit-clubs] trèfle
    [suit-diamonds] carreau
    [suit-spades] pique
   *[suit-hearts] cœur
}
table-you-kitty = Vous prenez le talon ({ $cards })
table-other-kitty = { $player } prend le talon ({ $cards })
table-you-pledge = Vous promettez de ne prendre aucun cœur
table-other-pledges = { $player } promet de ne prendre aucun cœur
table-you-choose-hold = Vous choisissez : pas d'échange dans cette manche
table-dealer-chooses-hold = Le donneur choisit : pas d'échange dans cette manche
table-you-choose-pass = Vous choisissez de donner { $count } { $count ->
    [one] carte
   *[other] cartes
} { $direction }
table-dealer-chooses-pass = Le donneur choisit de donner { $count } { $count ->
    [one] carte
   *[other] cartes
} { $direction }

## La fin de la partie.

table-you-win = Vous avez gagné !
table-other-wins = { $player } gagne
table-share-win = { $players } se partagent la victoire
table-you-share-win = Vous partagez la victoire avec { $players }
table-you-share-place = Vous partagez la { $place } place sur { $players }. { $winners }
table-you-finished = Vous terminez à la { $place } place sur { $players }. { $winners }
table-ordinal = { $n ->
    [1] 1re
   *[other] { $n }e
}
table-pass-words = échange { $direction }
table-share = manche { $deal } : les mêmes cartes
table-share-pass = manche { $deal } : les mêmes cartes, { $pass }

## Les réponses de la table à ce que fait le joueur.

table-no-new-game = Pas de nouvelle partie : { $why }
table-claim-you = Vous revendiquez le reste : quoi que l'on joue, cette manche vous rapporte { $points }.
table-claim-other = { $player } revendique le reste et montre les { $cards } : quoi que l'on joue, cette manche vous rapporte { $points }.
table-only-card = Votre seule carte jouable : { $name }
table-chosen-already = Vous avez déjà choisi { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : reposez-en une d'abord
table-too-many = Trop de cartes à donner
table-is-playing = C'est à { $player } de jouer
table-others-passing = Les autres n'ont pas encore donné leurs cartes
table-wait = Attendez votre tour
table-no-take-backs = « Pas de reprise » est activé (dans les Réglages) : une carte jouée reste jouée
table-taken-back = Votre dernière carte est reprise : rejouez. La manche est marquée comme jouée avec une reprise
table-cannot-undo = Impossible de reprendre : { $why }
table-loaded = Partie chargée : { $game }, manche { $deal }
table-cannot-load = Impossible de charger cette partie : { $why }
table-speed-relaxed = Tranquille
table-speed-normal = Normale
table-speed-fast = Rapide
table-speed-instant = Instantanée

## Une action en mots, pour le Conseil (« Conseil : jouez la dame de pique. »), en minuscule.
## $name et $cards sont des cartes en toutes lettres, article compris (card-name).

table-action-play = jouez { $name }
table-action-pass = donnez { $cards }
table-action-pass-nothing = ne donnez rien
table-action-choose-hold = choisissez : pas d'échange
table-action-choose-pass = choisissez de donner { $count } { $count ->
    [one] carte
   *[other] cartes
} { $direction }
table-action-pledge = promettez de ne prendre aucun cœur
table-action-no-pledge = ne faites pas de promesse
table-action-call = demandez { $suit ->
    [suit-clubs] trèfle
    [suit-diamonds] carreau
    [suit-spades] pique
   *[suit-hearts] cœur
}
table-action-moon = choisissez : { $choice } ({ $effect })

## Pourquoi le moteur des robots n'a pas répondu.

table-worker-review = la revue a besoin du moteur des robots
table-worker-bench = le banc d'essai a besoin du moteur des robots
table-worker-timed-out = La revue n'a pas fini à temps
table-worker-no-game = aucun jeu ne s'appelle { $game }
table-worker-refused = { $why }

## Un réglage de l'adresse (un lien) inutilisable, et ce qui est joué à la place. Les noms des
## paramètres (game=, players=…) restent tels quels.

address-game-nearest = « { $name } » (dans game=) n'est pas un jeu d'ici : voici une partie de { $nearest }, le nom le plus proche. Nouvelle partie liste tous les jeux.
address-game-none = « { $name } » (dans game=) n'est pas un jeu d'ici : la partie du lien n'a donc pas été distribuée. Nouvelle partie (dans la barre du haut) liste tous les jeux.
address-players-range = { $game } se joue { $for_players }, pas à { $asked } : distribution pour { $dealt }.
address-players-text = « { $text } » (dans players=) n'est pas un nombre : partie de { $game } distribuée pour { $dealt }.
address-no-variant = « { $id } » (dans variants=) n'est pas une variante : ignorée. { $variants }
address-variants-none = { $game } à { $players } joueurs n'a aucune variante.
address-variants-one = { $game } à { $players } joueurs en a une : { $variant }.
address-variants-many = Variantes de { $game } à { $players } joueurs : { $variants }.
address-variant-left-out = Ignorée : { $why }.
address-no-option = « { $id } » (dans options=) n'est pas une option de règle : ignorée. Nouvelle partie liste les options de chaque jeu.
address-option-left-out = Ignorée dans options= : { $why }.
address-options-no-game = Les options choisies ne forment pas un jeu ({ $why }) : on joue avec les règles propres au jeu.
address-no-target = « { $text } » (dans target=) n'est pas un score limite : on joue jusqu'au score limite du jeu.
address-no-level = « { $name } » (dans { $param }=) n'est pas un niveau. Les niveaux sont { $levels }. Vos adversaires jouent à vos niveaux enregistrés.
address-level-count = levels= nomme { $named } { $named ->
    [one] niveau
   *[other] niveaux
}, mais il y a { $opponents } { $opponents ->
    [one] adversaire
   *[other] adversaires
} : donnez-en un par adversaire, séparés par des virgules. Vos adversaires jouent à vos niveaux enregistrés.
address-not-deal = « { $text } » (dans deal=) n'est pas un numéro de manche (1, 2, …) : on distribue la première manche de la partie.
address-not-seat = « { $text } » (dans { $param }=) n'est pas un numéro de place (1, 2, …) : on distribue la première manche de la partie.
address-no-dealer = « { $seat } » (dans dealer=) n'est pas une place de cette table à { $players } : on distribue la première manche de la partie.
address-no-queen-taker = « { $seat } » (dans queen=) n'est pas une place de cette table à { $players } : on distribue la première manche de la partie.
address-deal-left-out = Dans le lien, { $why } : on distribue la première manche de la partie.
address-seed = « { $text } » (dans seed=) n'est pas un nombre : les cartes sont distribuées à partir d'une nouvelle graine.
address-fallback = { $why } : on joue à la place une partie de { -game-black-lady } à quatre.

## Une partie sauvegardée qui n'a pas pu être reprise, ou un fichier qui n'est pas une partie.

save-not-resumed = La partie sauvegardée n'a pas pu être reprise : { $why }. Une nouvelle partie est distribuée ; l'ancienne sauvegarde est conservée ({ $key }), pour être téléchargée et chargée dans une version capable de la lire.
save-not-resumed-newer = La partie sauvegardée n'a pas pu être reprise : { $why }. Une nouvelle partie est distribuée ; l'ancienne sauvegarde est conservée ({ $key }).
save-cut-short = elle est tronquée (sa fin manque, comme si elle n'avait pas été écrite jusqu'au bout)
save-not-a-save = ce n'est pas une partie sauvegardée ({ $message })
save-no-version = ce n'est pas une partie sauvegardée (elle n'a pas de version)
save-newer = elle a été sauvegardée par une version plus récente de Moonshot (format { $version } ; celle-ci lit jusqu'au format { $readable }) : rechargez la page pour obtenir la nouvelle version
save-damaged = la sauvegarde est endommagée ({ $message })
save-does-not-replay = { $why }
save-not-a-game = Ce fichier n'est pas une partie de Moonshot : { $why }

## La position d'un joueur, à côté de son nom, sur la feuille de score et en fin de partie.

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips ->
    [one] { $chips } jeton
    [-1] { $chips } jeton
    [many] { $chips } de jetons
   *[other] { $chips } jetons
}
standing-lives = { $lives ->
    [one] { $lives } vie
    [many] { $lives } de vies
   *[other] { $lives } vies
} · { $points }
