### Les fenêtres au-dessus de la table : les scores, les règles, Nouvelle partie, la partie
### d'un lien, les statistiques, les réglages et les touches du clavier.

## La feuille de marque

scores-caption = Scores : { $ending }
scores-game-over = Partie terminée
scores-sheet = Feuille de marque
scores-deal-title = Scores de la manche { $number }
scores-you-shot-the-moon = Vous avez décroché la lune !
scores-shot-the-moon = { $player } a décroché la lune !
scores-title = Scores
scores-this-deal = Cette manche
scores-deal = Manche { $number }
scores-took-back = , jouée avec une reprise
scores-place = Rang
scores-player = Joueur
scores-took = Pris
scores-total = Total
scores-tricks = { $n ->
        [one] { $n } pli
        [many] { $n } de plis
       *[other] { $n } plis
    }
scores-took-nothing = rien · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ Jouée avec une reprise : reprendre une carte peut vous montrer les cartes jouées après la vôtre.
scores-older-note = Le tableau montre les dernières manches ; le graphique en dessous les montre toutes.
scores-step-through = Revoir la manche pas à pas
scores-next-hand = Manche suivante
scores-choose-game = Nouvelle partie…
scores-deal-again = Rejouer cette manche
scores-challenge = Défier un ami
scores-challenge-back = Défier en retour
scores-challenge-copied = Lien copié. Envoyez-le à un ami : il jouera les mêmes cartes contre les mêmes robots, puis verra votre score à côté du sien.
scores-challenge-to-copy = Copiez ce lien et envoyez-le à un ami : il jouera les mêmes cartes contre les mêmes robots, puis verra votre score à côté du sien.
scores-back-to-game = Retour à ma partie

## Une manche jouée face à un autre résultat : la manche du jour, le défi d'un ami, une manche rejouée

versus-daily = Manche du jour, { $date }
versus-friend = Le défi d'un ami
versus-friend-game = Le défi d'un ami : toute la partie
versus-again = Cette manche, rejouée
versus-you = Vous
versus-expert = L'Expert à votre place
versus-working = calcul en cours…
versus-your-friend = Votre ami
versus-first-time = La première fois
versus-better = { $points ->
        [one] Vous avez fait { $points } point de mieux.
       *[other] Vous avez fait { $points } points de mieux.
    }
versus-worse = { $points ->
        [one] { $points } point de retard.
       *[other] { $points } points de retard.
    }
versus-same = Même score.
versus-changed = Le lien de ce défi a été modifié : son score ne correspond pas à ses cartes, il est donc joué comme une simple manche partagée.
versus-streak = { $days ->
        [one] { $days } jour d'affilée.
       *[other] { $days } jours d'affilée.
    }

## Le graphique des scores

scores-chart-end = fin de partie à { $score }
scores-chart-end-note = La partie se termine à { $score }, hors de l'échelle de ce graphique.
scores-chart-label = { $deals ->
        [1] Graphique des scores après la première manche ; les chiffres sont dans le tableau
       *[other] Graphique des scores après chacune des { $deals } manches ; les chiffres sont dans le tableau
    }

## Les statistiques des parties terminées sur cet appareil

stats-title = Statistiques
stats-games = Parties terminées
stats-won = Gagnées
stats-deals = Manches
stats-points-per-deal = Points par manche
stats-moons = Lunes
stats-best = Meilleur score
stats-take-backs = { " " }({ $count ->
        [one] { $count } avec reprise
       *[other] { $count } avec reprises
    })
stats-nothing-yet = Aucune partie jouée sur cet appareil pour l'instant : les statistiques commencent avec votre première manche.
stats-daily = Manche du jour
stats-daily-played = Jours joués
stats-daily-streak = Jours d'affilée
stats-daily-average = { $you } (Expert { $expert })
stats-versus = Manches rejouées et défis
stats-note = Conservées dans ce navigateur uniquement. Une manche compte dès qu'elle est marquée, une partie une fois terminée. Les points sont les vôtres, par manche ; le meilleur score est votre meilleur score final, selon la règle de chaque jeu. Une reprise, c'est le bouton Reprendre. La manche du jour, les manches rejouées et les défis sont comptés à part.

## Les réglages et les touches du clavier

settings-title = Réglages et touches
settings-table = Table
settings-speed = Vitesse
settings-speed-label = Vitesse du jeu
settings-theme = Thème
settings-four-colour = Jeu quatre couleurs (carreaux bleus, trèfles verts)
settings-large-cards = Grandes cartes
settings-pause-after-trick = Attendre « Pli suivant » après chaque pli
settings-auto-play = Jouer pour moi ma seule carte possible
settings-no-take-backs = Pas de reprise (pas de bouton Reprendre)
settings-undo-note = Reprendre une carte après un pli, c'est avoir vu les cartes des autres : une manche jouée ainsi est marquée dans les scores et les statistiques.
settings-practice = Aides à l'entraînement
settings-card-tracker = Suivi des cartes : les cartes jouées et celles encore en jeu
settings-play-checker = Demander avant de jouer une carte que l'Expert juge nettement moins bonne
settings-sound = Son
settings-sounds = Sons des cartes, des plis et de votre tour
settings-volume = Volume
settings-keys = Touches

## Les touches du clavier

keys-move-keys = { $arrows }, { $home }, { $end }
keys-move = Passer d'une carte jouable à l'autre
keys-either = { $first } ou { $second }
keys-choose = Jouer la carte, ou la choisir pour l'échange
keys-pass = Donner les cartes choisies
keys-undo = Reprendre votre dernière carte
keys-hint = Conseil
keys-next-trick = Pli suivant, quand la table attend après chaque pli
keys-scores = Feuille de marque
keys-statistics = Statistiques
keys-rules = Règles du jeu
keys-new-game = Nouvelle partie
keys-settings = Réglages et touches
keys-close = Fermer une fenêtre

## Nouvelle partie

dialog-game = Jeu
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = Joueurs
dialog-play-to = Score limite
dialog-target-help = Vide : celui du jeu ({ $score })
dialog-variants = Variantes
dialog-no-variants = { $game } à { $players } joueurs : aucune variante.
dialog-not-now = { $line }. Pas maintenant : { $why }
dialog-rule-options = { $count ->
        [one] Options de règle : { $count } modifiable
       *[other] Options de règle : { $count } modifiables
    }
dialog-rule-options-changed = { $changed ->
        [one] Options de règle : { $changed } sur { $count } modifiée
       *[other] Options de règle : { $changed } sur { $count } modifiées
    }
dialog-opponents = Adversaires
dialog-levels-label = Niveaux des adversaires
dialog-one-level = Un niveau pour tous
dialog-each-own = Un niveau par joueur
dialog-level-label = Niveau
dialog-end-game = Abandonner la partie en cours ?
dialog-end-game-detail = Ses cartes et ses scores seront perdus, et une partie inachevée ne compte pas dans les statistiques.
dialog-keep-playing = Continuer à jouer
dialog-end-and-start = Abandonner et commencer
dialog-cancel = Annuler
dialog-start = Commencer

## La fenêtre qu'ouvre le lien d'une autre partie

dialog-link-keep = Garder ma partie
dialog-link-gives = Ce lien distribue une nouvelle partie : { $game } à { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }.
dialog-link-gives-from = Ce lien distribue une nouvelle partie : { $game } à { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, à partir de la manche { $deal }.
dialog-link-now = Votre partie de { $game } en est à la manche { $deal }. Lancer la partie du lien y met fin, et une partie inachevée ne compte pas dans les statistiques.

## Les thèmes des Réglages

settings-theme-system = Comme le système
settings-theme-light = Clair
settings-theme-dark = Sombre

## Fair-play : ce que voient les robots, ce que changent les niveaux, comment redistribuer une manche

fair-play-title = Fair-play
fair-play-intro = Les robots jouent selon les mêmes règles que vous et voient ce que vous voyez.
fair-play-sees-head = Ce que voit un robot
fair-play-sees = Sa propre main, et ce que tout le monde voit à la table : les cartes jouées, les plis remportés, les couleurs qu'un joueur n'a pas pu fournir. Comme vous, il connaît les cartes qu'il a données et celles qu'il a reçues, ainsi que le talon s'il l'a pris et que la règle permet de le regarder. Il ne voit jamais la main d'un autre joueur ni les cartes encore à venir.
fair-play-hint = Le conseil et la revue, eux aussi, ne voient que ce que vous voyez de votre place : ils devinent les cartes cachées, comme le ferait un joueur.
fair-play-levels-head = Ce que change un niveau
fair-play-levels = La force de jeu d'un robot, jamais ses cartes. Au niveau Débutant, il joue n'importe quelle carte permise ; aux niveaux Facile et Normal, il suit les principes simples qu'applique un joueur ; aux niveaux Difficile et Expert, il imagine de nombreuses répartitions possibles des cartes cachées et joue chacune jusqu'au bout.
fair-play-deal-head = Comment les cartes sont distribuées
fair-play-deal = Les cartes de chaque partie sont distribuées à partir d'un nombre, sa graine. Le même jeu, la même graine et le même numéro de manche donnent toujours les mêmes cartes, quels que soient les joueurs et leur niveau. « Partager cette manche » (dans le menu) crée un lien qui distribue à nouveau ces cartes, n'importe où.
fair-play-all-hands = Après chaque manche, « Afficher toutes les mains », sous les scores, montre chaque main telle qu'elle a été distribuée, et ce que chaque joueur a donné, et à qui.
fair-play-this-game = Cette partie : { $game }, graine { $seed }, manche { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = Afficher toutes les mains
hands-note = Chaque { -hand } telle qu'elle a été distribuée, avant l'{ -passing }, et ce que chaque joueur a donné.
hands-passed-to = données à { $player }
hands-passed-to-you = reçues par vous
hands-kitty = Talon
