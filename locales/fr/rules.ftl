### Les règles de chaque jeu, telles que les montre Règles du jeu, et le glossaire qui les suit.
### Une carte dans ces phrases (« la D♠ ») est une variable écrite avec les index français.

## La fenêtre Règles du jeu

rules-dialog-title = Règles : { $game }
rules-glossary = Glossaire
rules-cli-variants = Variantes (--variant NAME)

## Les titres des sections

rules-heading-deal = La distribution
rules-heading-passing = L'échange
rules-heading-play = Le jeu
rules-heading-scoring = Le décompte
rules-heading-end = La fin de partie
rules-heading-notes = Remarques

## La distribution

rules-deal-players = { $players } joueurs, { $packs ->
    [1] un jeu de 52 cartes
   *[other] { $packs } jeux de 52 cartes mélangés ensemble
}.
rules-deal-added-one = On ajoute { $first }.
rules-deal-added-two = On ajoute { $first } ; { $second }.
rules-deal-added-three = On ajoute { $first } ; { $second } ; { $third }.
rules-joker-zero-clubs = { $count ->
    [one] un joker qui sert
   *[other] { $count } jokers qui servent
} de zéro de trèfle (le plus petit trèfle)
rules-joker-zero-diamonds = { $count ->
    [one] un joker qui sert
   *[other] { $count } jokers qui servent
} de zéro de carreau
rules-joker-plain = { $count ->
    [one] un joker sans couleur, qui ne remporte jamais de pli
   *[other] { $count } jokers sans couleur, qui ne remportent jamais de pli
}
rules-deal-removed = Cartes retirées pour que la distribution tombe juste : { $cards }.
rules-deal-hand = Chaque joueur reçoit { $cards } cartes.
rules-deal-kitty = { $count ->
    [one] La carte restante est posée
   *[other] Les { $count } cartes restantes sont posées
} face cachée en talon, que prend { $taker ->
    [first-heart] le premier joueur à remporter un pli contenant un cœur
   *[first-trick] le gagnant du premier pli
}.
rules-deal-kitty-seen = { $count ->
    [one] La carte restante est posée
   *[other] Les { $count } cartes restantes sont posées
} face cachée en talon, que prend { $taker ->
    [first-heart] le premier joueur à remporter un pli contenant un cœur
   *[first-trick] le gagnant du premier pli
} ; il peut le regarder.

## L'échange

rules-pass-none = On n'échange aucune carte.
rules-pass-left = Avant chaque manche, chaque joueur donne { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} à son voisin de gauche.
rules-pass-right = Avant chaque manche, chaque joueur donne { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} à son voisin de droite.
rules-pass-left-right = Les joueurs donnent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, à gauche et à droite à tour de rôle.
rules-pass-left-right-across-hold = Les joueurs donnent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} : à gauche, puis à droite, puis en face, puis une manche sans échange, et on recommence.
rules-pass-left-right-hold = Les joueurs donnent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} : à gauche, puis à droite, puis une manche sans échange (pas d'échange en face quand les joueurs sont en nombre impair).
rules-pass-scatter = Les joueurs donnent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} à gauche, à droite, en face ; une manche sur quatre, chaque joueur donne une carte à chacun des autres.
rules-pass-left-across-right = Les joueurs donnent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} : à gauche, en face, à droite, et on recommence.
rules-pass-rotating = Les joueurs donnent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} au voisin de gauche, puis au joueur deux places plus loin, et ainsi de suite autour de la table, puis une manche sans échange.
rules-pass-star = Chaque joueur donne deux cartes : une à chacun des deux joueurs d'en face.
rules-pass-mixer = Chaque joueur pose { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} au milieu ; le donneur les mélange et les redistribue.
rules-pass-dealers-choice = Avant chaque manche, le donneur choisit combien de cartes on donne, et à qui.
rules-pass-chosen-first = On choisit les cartes à donner avant de voir celles qu'on reçoit.
rules-pass-forbidden = Ces cartes ne peuvent pas être données : { $cards }.
rules-pass-pledge = Avant le premier pli, chaque joueur peut promettre de ne prendre aucun cœur : { $points } de moins s'il tient parole, { $value } de plus sinon.

## Le jeu

rules-play-clockwise = On joue dans le sens des aiguilles d'une montre, vers la gauche.
rules-play-anticlockwise = On joue dans le sens inverse des aiguilles d'une montre, vers la droite.
rules-play-lowest-club-leads = Le joueur qui a le { $card } (le plus petit trèfle) l'entame au premier pli.
rules-play-zero-of-clubs-leads = Le joueur qui a le joker (le zéro de trèfle) l'entame au premier pli.
rules-play-eldest-hand-leads = Le voisin de { $direction ->
    [anticlockwise] droite
   *[clockwise] gauche
} du donneur, le premier dans le sens du jeu, entame le premier pli avec la carte de son choix.
rules-play-pig-taker-leads = Le joueur qui a le { $two } entame la première manche ; ensuite, celui qui a pris la { $queen } entame.
rules-play-follow-suit = Chacun doit fournir la couleur demandée s'il le peut ; sinon, il joue la carte de son choix. La plus haute carte de la couleur demandée remporte le pli, et son gagnant entame le suivant.
rules-play-no-penalty-first-trick = Aucune carte à points ne peut être jouée au premier pli, sauf par un joueur qui n'a rien d'autre.
rules-play-hearts-not-led = On ne peut pas entamer cœur tant qu'aucun cœur n'a été joué, sauf si celui qui entame n'a rien d'autre.
rules-play-hearts-not-led-queen-breaks = On ne peut pas entamer cœur tant qu'aucun cœur ni la { $queen } n'ont été joués, sauf si celui qui entame n'a rien d'autre.
rules-play-hearts-and-queen-not-led = On ne peut entamer ni cœur ni la { $queen } tant qu'aucun cœur n'a été joué, sauf si celui qui entame n'a rien d'autre.
rules-play-hearts-and-queen-not-led-queen-breaks = On ne peut entamer ni cœur ni la { $queen } tant qu'aucun cœur ni la { $queen } n'ont été joués, sauf si celui qui entame n'a rien d'autre.
rules-play-penalty-hand-leads-hearts = Une main qui n'a que des cœurs et d'autres cartes à points peut entamer cœur à tout moment.
rules-play-any-lead = On peut entamer n'importe quelle carte à tout moment.
rules-play-queen-first-chance = Le joueur qui a la { $queen } doit la jouer dès qu'il le peut : quand il ne peut pas fournir, ou quand un pique plus fort est déjà dans le pli.
rules-play-black-jack-first = Un joueur qui ne peut pas fournir doit se défausser du { $jack } avant toute autre carte.
rules-play-likha = Un joueur qui a les deux likhas (la { $queen } et le { $ten }) et ne peut pas fournir doit jouer l'une des deux.
rules-play-cancel = Des cartes identiques dans un même pli s'annulent : aucune ne peut le remporter, mais elles comptent quand même, et celui qui remporte le pli prend leurs points.
rules-play-third-copy-stands = Quand un pli contient trois exemplaires d'une carte, deux s'annulent et le troisième reste en jeu.
rules-play-three-copies-cancel = Quand un pli contient trois exemplaires d'une carte, les trois s'annulent.
rules-play-two-pairs-cancel = Deux paires qui s'annulent dans un même pli annulent tout le pli.
rules-play-cancelled-trick = Si toutes les cartes qui pouvaient gagner sont annulées, le pli est annulé : ses cartes restent au milieu, le même joueur entame de nouveau, et le gagnant du pli suivant les prend aussi.
rules-play-cancelled-last-trick-leader = Un dernier pli annulé revient au joueur qui l'a entamé.
rules-play-cancelled-last-trick-pair = Un dernier pli annulé revient au joueur qui a posé la seconde des deux plus hautes cartes identiques.
rules-play-zero-of-clubs = Le joker est le zéro de trèfle : entamé, il demande trèfle, et il ne gagne que si toutes les autres cartes sont annulées ou d'une autre couleur.
rules-play-later-wins = De deux cartes identiques, c'est la dernière jouée qui l'emporte.
rules-play-joker-any-time = Un joker sans couleur peut être joué à tout moment, même si l'on peut fournir ; il ne remporte jamais de pli.
rules-play-joker-unable-to-follow = Un joker sans couleur ne peut être joué que si l'on ne peut pas fournir ; il ne remporte jamais de pli.
rules-play-joker-lead-called = On peut entamer un joker : on annonce alors la couleur à fournir.
rules-play-joker-lead-next-card = On peut entamer un joker : la carte suivante fixe la couleur à fournir.
rules-play-joker-no-lead = On ne peut pas entamer un joker.
rules-play-booster-nines = Un neuf joué dans un pli lui ajoute un tour de plus.

## Le décompte

rules-score-each-heart = Chaque cœur pris vaut { $points }.
rules-score-card = { $points } pour { $card }.
rules-score-card-off = { $points } en moins pour { $card }.
rules-score-gong-zhu-ten = Un score positif est bon, un score négatif mauvais. Le { $ten } double le score de celui qui le prend, ou vaut +50 s'il ne prend aucune autre carte qui compte.
rules-score-gong-zhu-hearts = Un joueur qui prend tous les cœurs les marque à +200, et le cochon (la { $queen }) à +100.
rules-score-complex = La { $queen } compte 13i (imaginaire), et le { $ten } multiplie par 2i le score de la manche de celui qui le prend.
rules-score-royal = La { $heart } double les cœurs du joueur qui la prend ; la { $club } annule la { $spade } quand un même joueur prend les deux.
rules-score-moon = Décrocher la lune ({ $shooter ->
    [partnership] une équipe qui prend
   *[player] un joueur qui prend
} { $needs ->
    [bonus] toutes les cartes qui comptent, bonus compris
   *[penalty] toutes les cartes à points
}) : { $effect }.
rules-score-no-moon = On ne peut pas décrocher la lune : chacun marque les points qu'il a pris.

## Ce que rapporte la lune, après « Décrocher la lune (…) : »

rules-moon-add-to-others = chacun des autres marque { $value }, et celui qui l'a décrochée rien
rules-moon-subtract = celui qui l'a décrochée retire { $value } de son score, et les autres ne marquent rien
rules-moon-shooter-chooses = celui qui l'a décrochée choisit : { $value } pour chacun des autres, ou { $value } de moins pour lui
rules-moon-new-if-old-would-lose = chacun des autres marque { $value }, sauf si la partie se terminait alors sur une défaite de celui qui l'a décrochée : il retire plutôt { $value } de son score
rules-moon-old-play-on = chacun des autres marque { $value } ; une manche avec une lune ne termine jamais la partie
rules-moon-choice-after-score = chacun des autres marque { $value } ; { $who ->
    [anyone] dès qu'un joueur a
   *[shooter] dès qu'il a
} atteint { $score }, celui qui l'a décrochée peut plutôt retirer { $value } de son propre score
rules-moon-nobody-scores = personne ne marque rien dans cette manche
rules-moon-penalty-to-shooter = celui qui l'a décrochée marque { $value }, et personne d'autre ne marque rien

## Le grand chelem (tous les plis)

rules-score-sun = Faire le grand chelem (remporter { $tricks ->
    [after-first] tous les plis après le premier
   *[all] tous les plis
}) : { $effect }.
rules-sun-clean-slate = le score de partie de celui qui le fait revient à 0
rules-sun-punishment = le joueur qui lui a donné ses cartes marque { $value }, et chacun des autres { $half }
rules-sun-others = chacun des autres marque { $value }
rules-sun-as-moon = il compte comme la lune, mais vaut { $value }
rules-score-moon-needs-sun = Prendre toutes les cartes qui comptent sans remporter tous les plis se marque normalement.
rules-score-big-moon = Prendre toutes les cartes qui comptent dix manches de suite, c'est la grande lune : celui qui y parvient revient à 0 et chacun des autres marque { $points } points.
rules-score-no-win-on-moon = Une manche avec une lune ou un grand chelem ne termine jamais la partie : on joue au moins une manche de plus.
rules-score-no-tricks = Ne remporter aucun pli dans une manche enlève { $points }.
rules-score-bonus-floor-deal = Une carte bonus ne peut pas faire passer sous zéro le score d'une manche.
rules-score-bonus-floor-game = Une carte bonus ne peut pas faire passer sous zéro un score de partie.
rules-score-exact = Un score d'exactement { $scores } { $effect ->
    [fifty] baisse de 50
   *[reset] revient à 0
}.
rules-score-or = { $first } ou { $rest }
rules-score-floor = Les scores ne descendent jamais sous zéro.
rules-score-sweepstake = Jetons : chaque joueur en reçoit { $start } au départ et en met un au pot par point pris ; les joueurs qui n'ont pris aucun point se partagent le pot (les jetons en surplus restent dans le pot), sinon il attend la manche suivante.
rules-score-howell = Jetons : chaque joueur en reçoit { $start } au départ, en paie { $pay } par point pris, puis en reçoit { $collect } moins ses propres points.
rules-score-pool = Jetons : chaque joueur en reçoit { $start } au départ et en mise { $ante } avant chaque manche ; les joueurs qui n'ont pris aucun cœur se partagent le pot ; si tout le monde a pris du cœur, ou si un seul joueur a pris tous les cœurs, le pot reste pour la manche suivante.
rules-score-lives = Chaque joueur a { $lives ->
    [one] { $lives } vie
   *[other] { $lives } vies
} ; une manche à { $threshold } points ou plus en coûte une.
rules-score-partners-add = Les joueurs assis face à face sont partenaires et additionnent leurs scores.
rules-score-partners-apart = Les joueurs assis face à face sont partenaires ; chacun garde son propre score.
rules-score-money = À la fin, chaque joueur paie { $amount } par point au-dessus du score moyen, ou reçoit autant par point en dessous.

## La fin de partie (aussi la légende de la feuille de marque)

rules-end-gong-zhu = La partie se termine quand un joueur atteint −{ $target } ; le score le plus haut gagne.
rules-end-complex = Le premier joueur dont le score atteint { $target } en valeur absolue perd ; la plus petite valeur absolue gagne.
rules-end-team-loses = L'équipe du premier joueur à atteindre { $target } perd (si des joueurs des deux équipes l'atteignent dans la même manche, le score le plus haut perd ; à égalité, une manche de plus décide).
rules-end-team-scores = La partie se termine quand une équipe atteint { $target } en additionnant ses scores ; l'équipe qui a le moins de points gagne.
rules-end-reach = La partie se termine après la manche où un joueur atteint { $score } ; le score le plus bas gagne, et les ex æquo se partagent la victoire.
rules-end-lives = La partie se termine quand un seul joueur a encore des vies (ou après la dernière manche) : le dernier en vie gagne, ou, entre plusieurs, le score le plus bas.
rules-end-pool = La partie se termine quand un joueur a tous les jetons ou qu'un autre ne peut plus miser ; celui qui a le plus de jetons gagne.
rules-end-counters = La partie se termine quand un joueur n'a plus de jetons ; celui qui en a le plus gagne.
rules-end-deals = La partie se termine au plus tard après { $deals } manches.
rules-end-minutes = La partie se termine avec la manche en cours au bout de { $minutes } minutes.
rules-end-queen-taker-deals = Celui qui a pris la { $queen } distribue la manche suivante.

## Remarques : les règles publiées que suivent ces règles, et les règles maison

rules-note-hearts-deal = À trois joueurs, on retire le { $diamond } ; à cinq, le { $diamond } et le { $club }, comme dans les règles de Bicycle (le fabricant de cartes). À six, on ajoute deux jokers et chacun reçoit neuf cartes.
rules-note-foster-deal = Selon Foster lui-même : on retire le { $spade } à trois joueurs, les deux 2 noirs à cinq, les quatre 2 à six.
rules-note-culbertson-deal = Règle maison : les 2 de Culbertson sont retirés dans l'ordre de Foster ({ $spade }, { $club }, { $diamond }, { $heart }).
rules-note-black-maria-spades = La valeur des piques et l'échange vers la droite suivent la règle publiée de référence (Parlett).
rules-note-black-maria-deal = À trois joueurs, on retire le { $club } ; à cinq, le { $club } et le { $diamond } ; à six, les quatre 2 (Parlett).
rules-note-royal = Règle maison : la { $diamond } compte −10, et la { $club } annule la { $spade } quand un même joueur prend les deux.
rules-note-hooligan = Le { $seven } vaut 7. Certaines tables comptent aussi un roi et un dix parmi les cartes à points ; ils ne sont pas retenus ici.
rules-note-gong-zhu = Dans cette version, le { $ten } double le score de celui qui le prend, ou vaut +50 à lui seul ; prendre tous les cœurs les fait passer à +200 et le cochon à +100 ; le { $two } entame la première manche, et celui qui a pris le cochon les suivantes.
rules-note-gong-zhu-exposing = Montrer l'{ $ace }, la { $queen }, le { $jack } ou le { $ten } avant le jeu pour doubler sa valeur (une option publiée) ne se pratique pas ici.
rules-note-likha = Dans cette version, les 37 points de la lune sont comptés au seul joueur qui la décroche, on donne trois cartes à droite, et la règle de la likha oblige le joueur qui a les deux likhas, pas l'une ou l'autre.
rules-note-complex = Le gagnant est le joueur dont le score a la plus petite valeur absolue (règle maison : les sources ne nomment que le perdant).
rules-note-danger = Règle maison : le gagnant est le dernier joueur en vie, ou le score le plus bas après dix manches ; les joueurs qui perdent leurs dernières vies ensemble sont classés selon leur score.
rules-note-cancellation-packs = Règles maison : avec trois jeux, tous les exemplaires d'une carte s'annulent ; une lune exige toutes les cartes à points de tous les jeux et vaut leur total.
rules-note-cancellation-passing = On donne au plus un quart de sa main ; les règles maison varient.
rules-note-cancellation-first-trick = Règle maison : le premier pli se joue selon les règles de la { $game } (pas de carte à points, pas d'entame à cœur) ; un premier pli annulé est rejoué selon ces mêmes règles.
rules-note-joker-hearts = On ajoute deux jokers, et on retire des 2 dans l'ordre de Morehead pour que la distribution tombe juste. Les jokers ne valent rien et ne peuvent pas entamer.
rules-note-small-hearts = La lune donne 14 points à chacun des autres joueurs, même avec l'option du { $jack }.
rules-note-kitty = Règle maison : si aucun pli ne contient de cœur, le talon revient au gagnant du dernier pli.
rules-note-joker-trick = Règle maison : un pli fait uniquement de jokers revient au joueur qui l'a entamé.
rules-note-joker-lead-heart = Règle maison : après une entame au joker, la carte qui fixe la couleur ne peut être un cœur qu'une fois les cœurs ouverts, comme pour une entame.
rules-note-sun-punishment = Règle maison : dans une manche sans échange, personne n'a donné de cartes à celui qui fait le grand chelem ; chacun des autres marque donc la moitié du grand chelem.
rules-note-variant = Variante ({ $variant }) : { $explanation }.
rules-note-no-misdeals = Maldonnes, mains fausses, cartes jouées hors tour et renonces sont impossibles ici : les cartes sont distribuées également et seules les cartes permises peuvent être jouées.

### Le glossaire, sous les règles : les mots de la famille de la Dame de pique qu'on entend à table.

glossary-trick = Pli
    .meaning = Une carte de chaque joueur, à tour de rôle ; la plus haute carte de la couleur demandée les remporte toutes.
glossary-void = Chicane
    .meaning = Ne plus avoir aucune carte d'une couleur : vous pouvez alors jouer n'importe quelle carte, souvent une carte à points.
glossary-duck = Laisser passer
    .meaning = Jouer sous la carte qui remporte le pli, pour ne pas le prendre.
glossary-counter = Carte à points
    .meaning = Une carte qui compte quand on la prend : les cœurs, la dame de pique et, dans certains jeux, le valet ou le dix de carreau (un bonus) ou d'autres.
glossary-moon = Décrocher la lune
    .meaning = Prendre toutes les cartes à points d'une manche : au lieu de les marquer, c'est aux adversaires de prendre les points (ou le joueur les retire de son score).
glossary-sun = Faire le grand chelem
    .meaning = Remporter tous les plis d'une manche, pour une récompense plus grande que la lune quand les règles le prévoient.
glossary-breaking-hearts = Ouvrir les cœurs
    .meaning = Jouer le premier cœur d'une manche ; jusque-là, dans la plupart des jeux, on ne peut pas entamer cœur.
glossary-bleeding-spades = Chasser la dame
    .meaning = Entamer pique pour forcer celui qui a la dame de pique à la jouer.
glossary-aardvark = Oryctérope
    .meaning = Dans { -game-cancellation } à deux jeux : entamer la dame de pique en espérant que l'autre dame de pique tombe dans le même pli, pour que les deux s'annulent et que les 26 points aillent à celui qui le remporte.
glossary-carry-over = Report
    .meaning = Dans { -game-cancellation }, un pli dont toutes les cartes gagnantes s'annulent reste au milieu et revient au gagnant du pli suivant.
glossary-cancellation = Annulation
    .meaning = Avec deux ou trois jeux, des cartes identiques jouées dans un même pli s'annulent : aucune ne peut le remporter, mais elles comptent quand même, et celui qui remporte le pli prend leurs points.
glossary-kitty = Talon
    .meaning = Les cartes distribuées à personne quand le jeu ne se partage pas exactement ; elles reviennent au gagnant du premier pli (ou d'un autre, selon les règles).
glossary-pledge = Promesse
    .meaning = Engagement, pris avant le premier pli, de ne prendre aucun cœur dans la manche, contre une récompense ou une pénalité.

rules-summary = { $description }.
