### La page autour de la table : la barre du haut, son menu, l'écran de chargement.

## La barre au-dessus de la table

bar-deal = Manche { $number }
bar-hearts-broken = ♥ ouverts
    .title = Les cœurs sont ouverts
bar-scores = Scores
bar-menu = Menu
bar-new-game = Nouvelle partie
menu-how-to-play = Règles du jeu
menu-statistics = Statistiques
menu-fair-play = Fair-play
menu-daily = Manche du jour
menu-settings = Réglages et touches
menu-share = Partager cette manche
menu-download = Télécharger cette partie
menu-load = Charger une partie…
menu-note = { " " }({ $note })

## Les noms des joueurs : Ouest, Nord, Est à quatre ; sinon des prénoms courts, dans l'ordre
## des sièges, chacun avec une initiale différente.

name-you = Vous
name-west = Ouest
name-north = Nord
name-east = Est
name-ada = Alice
name-basil = Bruno
name-cleo = Chloé
name-dev = Denis
name-edie = Emma
name-felix = Félix
name-greta = Gaëlle
name-hugo = Hugo
name-iris = Inès
name-jonah = Jules

## La table : les autres joueurs, le pli au milieu

page-card = { $card }
page-seat-label = { $name } ({ $level }) : score { $standing }, { $points } dans cette manche, { $cards }{ $partner ->
        [yes] , votre partenaire
       *[no] {""}
    }{ $dealer ->
        [yes] , a distribué
       *[no] {""}
    }{ $pledged ->
        [yes] , a promis de ne prendre aucun cœur
       *[no] {""}
    }{ $kitty ->
        [yes] , a pris le talon
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , c'est son tour
       *[no] {""}
    }
page-gets-pass = reçoit vos cartes
page-gets-card = reçoit votre { $ordinal } carte
page-dealer-mark = D
page-dealer-title = Donneur
page-seat-score-title = Score de la partie
page-seat-taken-title = Points pris dans cette manche
page-hearts-taken = ♥ { $points }
page-tag-partner = partenaire
page-tag-partner-title = Votre partenaire
page-tag-pledged = promesse
page-tag-pledged-title = A promis de ne prendre aucun cœur
page-tag-kitty = talon
page-tag-kitty-title = A pris le talon
page-backs-title = Cartes en main
page-trick-label = Cartes sur la table
page-played-label = { $player } : { $card }{ $cancelled ->
        [yes] , carte annulée
       *[no] {""}
    }{ $winning ->
        [yes] , remporte le pli pour l'instant
       *[no] {""}
    }
page-cancelled-mark = annulée
page-winning-mark = Gagnante
page-cancelled-head = Cartes annulées :
page-cancelled-explained = aucune de ces cartes ne peut remporter ce pli ; celui qui le remporte prend quand même leurs points.
page-trick-points = { $points } dans le pli
page-carried = Report : { $cards } pour le gagnant du prochain pli
page-joker-called-you = Vous avez entamé le joker et demandé { $symbol } { $suit ->
        [suit-clubs] trèfle
        [suit-diamonds] carreau
        [suit-spades] pique
       *[suit-hearts] cœur
    }
page-joker-called = { $player } a entamé le joker et demandé { $symbol } { $suit ->
        [suit-clubs] trèfle
        [suit-diamonds] carreau
        [suit-spades] pique
       *[suit-hearts] cœur
    }
page-joker-led-you = Vous avez entamé le joker : { $rule }
page-joker-led = { $player } a entamé le joker : { $rule }
page-kitty-title = Le talon : face cachée, pour celui qui remportera un pli
page-kitty = Talon { $count }
page-banner-you = { $kind ->
        [sun] ☀ Vous avez fait le grand chelem !
       *[moon] 🌙 Vous avez décroché la lune !
    }
page-banner = { $kind ->
        [sun] ☀ { $player } a fait le grand chelem !
       *[moon] 🌙 { $player } a décroché la lune !
    }
page-mini-cancelled-title = Annulée : ne pouvait pas gagner, mais compte quand même
page-last-trick-title = Dernier pli : { $taken }
page-last-trick-label = Dernier pli, { $trick }

## Votre place en bas de la table

page-you-dealt = , vous avez distribué
page-your-score = Votre score : { $score }
page-points-this-deal = { $points } dans cette manche
page-undo-cost = Reprendre annule votre dernière carte. Une fois un pli terminé, vous avez vu les cartes des autres : la manche est donc marquée comme jouée avec une reprise dans les scores et les statistiques.
page-undo = Reprendre
page-undo-marks = marque la manche
page-claim = Revendiquer le reste ({ $points })
tracker-title = Suivi des cartes
tracker-played = Jouées
tracker-out = Encore en jeu
tracker-void = En chicane
tracker-nobody = personne
tracker-list = { $players }
tracker-jokers = Jokers
tracker-counters = Cartes à points encore à jouer :
tracker-no-counters = Toutes les cartes à points ont été jouées.
check-weighing = { $card } : évaluation…
check-anyway = Jouer { $card } quand même ?
check-play = Jouer { $card }
page-hint-button = Conseil
page-hint-thinking = Réflexion…
page-pass-button = { $count ->
        [one] Donner { $count } carte { $direction }
       *[other] Donner { $count } cartes { $direction }
    }
page-next-trick = Pli suivant
page-play-again = Rejouer
page-no-passing = Pas d'échange
page-choose-pass = Donner { $count } { $direction }
page-pledge = Promettre
page-no-pledge = Pas de promesse
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice } : { $effect }
page-decision-label = Votre décision
page-card-suggested = { $card }, carte conseillée
page-pass-tab = à donner
page-hand-label = Votre main

## Les conseils, et la revue d'une manche décision par décision

page-hint-head = Conseil : { $action }.
page-figures = Les chiffres
page-compare-label = Comparer le conseil avec un autre choix
page-compare = Comparer :
page-suit-symbol = { $symbol }
page-yours = Le vôtre
page-why-card = { $not ->
        [yes] Pourquoi pas { $card } ?
       *[no] Pourquoi { $card } ?
    }
page-why-suit = { $not ->
        [yes] Pourquoi pas { $suit ->
            [suit-clubs] trèfle
            [suit-diamonds] carreau
            [suit-spades] pique
           *[suit-hearts] cœur
        } ?
       *[no] Pourquoi { $suit ->
            [suit-clubs] trèfle
            [suit-diamonds] carreau
            [suit-spades] pique
           *[suit-hearts] cœur
        } ?
    }
page-why-hint-pass = Pourquoi l'échange conseillé ?
page-why-not-your-pass = Pourquoi pas votre échange ?
page-review-label = Revue de la manche { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (Votre carte est surélevée, celle de l'Expert en surbrillance.)
page-review-why = { $why }
page-review-previous = Précédente
page-review-step = { $at } sur { $count }
page-review-next = Suivante
page-review-back = Retour aux scores

## Les messages au-dessus de la table

page-share-copied = Lien vers cette manche copié : qui l'ouvre obtient { $words }.
page-share-to-copy = Lien vers cette manche (copiez-le ici) : qui l'ouvre obtient { $words }.
page-share-link = Lien vers cette manche :
page-close = Fermer
page-worker-down = Le moteur des robots ne répond plus : vos adversaires jouent au niveau Normal en attendant.
page-download-old-save = Télécharger l'ancienne sauvegarde
page-reload = Recharger
page-ok = OK
page-file-unreadable = Impossible de lire { $file } ({ $error })
page-file-not-a-game = { $file } : { $why }

## Le panneau affiché quand le jeu rencontre une erreur

page-crash-title = Un problème est survenu
page-crash-text = Moonshot a rencontré une erreur et s'est arrêté. Votre partie est sauvegardée telle qu'elle était juste avant : Continuer la reprend à partir de là. Copier le rapport d'erreur et nous l'envoyer nous aide à corriger le problème.
page-crash-report = Rapport d'erreur
page-crash-copy = Copier le rapport d'erreur
page-crash-copied = Copié
page-crash-continue = Continuer

## Compléments
hand-new = reçue
