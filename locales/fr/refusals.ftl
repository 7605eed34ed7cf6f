### Les refus : pourquoi un coup est refusé, pourquoi une variante ou une option de règle ne peut
### pas être choisie, pourquoi des règles, une manche ou une partie sauvegardée ne se jouent pas.

## Pourquoi un coup est refusé (à la table). Les cartes en $card s'écrivent comme sur leur coin (« D♠ »).

refusal-wrong-phase = Impossible pour l'instant : { $phase }
refusal-phase-choosing-pass = le donneur choisit l'échange
refusal-phase-passing = les joueurs choisissent les cartes à donner
refusal-phase-pledging = les joueurs décident s'ils font la promesse
refusal-phase-playing = la manche est en cours de jeu
refusal-phase-choosing-moon = celui qui a décroché la lune choisit comment la compter
refusal-phase-game-over = la partie est terminée
refusal-phase-deal-scored = la manche est terminée
refusal-not-your-turn = Ce n'est pas votre tour : le prochain à jouer est { $player }
refusal-no-such-seat = Il n'y a pas de { $seat } à cette table
refusal-seat = place { $number }
refusal-not-in-hand = Vous n'avez pas { $card } en main
refusal-must-lead-opening-card = Le premier pli doit être entamé avec { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
refusal-must-follow = Vous devez fournir à { $suit ->
    [suit-clubs] trèfle
    [suit-diamonds] carreau
    [suit-spades] pique
   *[suit-hearts] cœur
}
refusal-hearts-not-broken = Les cœurs ne sont pas encore ouverts
refusal-queen-not-broken = Impossible d'entamer la D♠ avant l'ouverture des cœurs
refusal-no-points-on-first-trick = Pas de points au premier pli
refusal-joker-cannot-lead = Un joker ne peut pas entamer un pli
refusal-queen-at-first-chance = Vous devez jouer la D♠ à la première occasion
refusal-black-jack-first = Vous devez d'abord vous défausser du V♠
refusal-must-play-likha = Vous devez jouer une likha (D♠ ou 10♦)
refusal-must-call-suit = Demandez d'abord une couleur pour votre joker
refusal-no-call-now = Il n'y a pas de couleur à demander maintenant
refusal-already-passed = Vous avez déjà donné vos cartes
refusal-no-pass-this-deal = Pas d'échange dans cette manche
refusal-pass-count = Choisissez { $expected ->
    [one] { $expected } carte
   *[other] { $expected } cartes
} à donner, pas { $got }
refusal-pass-forbidden = Impossible de donner { $card ->
    [queen] la { $card }
    [ace] l'{ $card }
   *[other] le { $card }
}
refusal-pass-not-allowed = Donner { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} de cette façon n'est pas possible à cette table
refusal-not-dealer = Seul le donneur ({ $dealer }) choisit l'échange
refusal-not-dealer-named = Seul le donneur, { $dealer }, choisit l'échange
refusal-already-pledged = Vous avez déjà décidé pour la promesse
refusal-not-shooter = Seul celui qui a décroché la lune choisit comment la compter

## Pourquoi une variante ne peut pas être activée (Nouvelle partie, après « Pas maintenant : »,
## et quand un lien ou une sauvegarde la nomme). Les noms entre guillemets sont ceux des liens.

refusal-variants-both-on = les variantes « { $first } » et « { $second } » ne peuvent pas être activées ensemble
refusal-variant-does-not-fit = la variante « { $variant } » ne convient pas à { $game } à { $players } joueurs : { $why }
refusal-unfit-own-pack = ce jeu fixe lui-même son jeu de cartes
refusal-unfit-deals-evenly = la distribution tombe déjà juste
refusal-unfit-too-many-jokers = il faudrait plus de trois jokers
refusal-unfit-only-kitty = seulement avec un talon
refusal-unfit-only-queen-of-hearts-one = seulement là où la D♥ compte 1
refusal-unfit-only-plain-diamonds = seulement là où les carreaux ne comptent rien
refusal-unfit-only-ten-bonus = seulement là où le 10♦ est une carte bonus
refusal-unfit-only-small-hearts = seulement dans { -game-small-hearts }
refusal-unfit-only-jack-penalty = seulement là où le V♠ est une carte à points
refusal-unfit-only-culbertson = seulement dans la { -game-black-lady } de Culbertson
refusal-unfit-only-counters = seulement avec des jetons
refusal-unfit-only-hundred-counters = seulement avec 100 jetons
refusal-unfit-only-plain-points = seulement avec des points simples
refusal-unfit-only-three-packs = seulement dans { -game-cancellation } à trois jeux
refusal-unfit-only-cancellation = seulement dans { -game-cancellation }

## Pourquoi une option de règle ne peut pas être réglée.

refusal-option-no-such = « { $id } » n'est pas une option de règle
refusal-option-does-not-apply = « { $option } » ne s'applique pas ici : { $why }
refusal-option-not-a-value = « { $value } » n'est pas une valeur de { $option }, qui accepte { $values }
refusal-option-not-a-number = « { $value } » n'est pas un nombre
refusal-not-applicable-passing-sets-count = l'échange choisi fixe déjà le nombre de cartes données
refusal-not-applicable-only-hearts-broken = seulement quand les cœurs doivent être ouverts avant d'être entamés
refusal-not-applicable-only-jokers = seulement avec des jokers sans couleur dans le jeu

## Pourquoi un jeu ne se joue pas à ce nombre de joueurs.

refusal-game-players = { $game } se joue à { $players } joueurs, pas à { $asked }
refusal-game-players-range = { $game } se joue de { $min } à { $max } joueurs, pas à { $asked }

## Pourquoi des règles ne peuvent pas être jouées (Nouvelle partie, partie sauvegardée).

rules-error-players = { $players } joueurs : Moonshot distribue pour 3 à { $most } joueurs
rules-error-packs = { $packs ->
    [one] { $packs } jeu
   *[other] { $packs } jeux
} : utilisez 1, 2 ou 3 jeux
rules-error-not-a-joker = { $card } n'est pas un joker : les jokers sont 0C (zéro de trèfle), 0D (zéro de carreau) et JK
rules-error-too-many-jokers = on peut ajouter au plus trois exemplaires de chaque joker
rules-error-cannot-remove = impossible de retirer { $card } : il n'en reste aucun exemplaire dans le jeu
rules-error-uneven = { $cards } cartes ne se distribuent pas également entre { $players } joueurs : retirez encore { $leftover ->
    [one] { $leftover } carte
   *[other] { $leftover } cartes
}, ajoutez des jokers ou utilisez un talon
rules-error-nothing-for-kitty = { $cards } cartes se distribuent également entre { $players } joueurs : il ne reste rien pour un talon
rules-error-not-enough-cards = il n'y a pas assez de cartes pour distribuer
rules-error-no-clubs = le plus petit trèfle entame, mais il n'y a aucun trèfle dans le jeu
rules-error-lowest-club-copies = le plus petit trèfle entame, mais { $card } existe en { $copies } exemplaires : retirez-en un ou ajoutez un joker
rules-error-star-not-five = l'échange en étoile se joue à cinq joueurs, pas à { $players }
rules-error-pass-too-big = les joueurs ont { $hand } cartes en main et ne peuvent pas en donner { $pass }
rules-error-pass-over-max = on peut donner au plus { $most } cartes, pas { $pass }
rules-error-pass-no-cards = l'échange demande au moins une carte : donnez-en 1 ou plus, ou choisissez « Pas d'échange »
rules-error-pass-forbidden = avec { $forbidden } cartes qu'on ne peut pas donner, une main de { $hand } cartes pourrait ne pas en contenir { $pass } qu'on peut donner
rules-error-partnership = les partenaires se font face à une table de quatre, pas de { $players }
rules-error-cancellation-one-pack = l'annulation demande des cartes identiques : jouez avec deux ou trois jeux
rules-error-booster-packs = { -game-booster-nines } se joue avec un seul jeu
rules-error-complex-scoring = { -game-complex-hearts } compte des points complexes, pas des jetons ni des vies
rules-error-gong-zhu-scoring = Gong Zhu compte des points positifs et négatifs, pas des jetons ni des vies
rules-error-gong-zhu-moon = Gong Zhu a sa propre récompense pour qui prend tous les cœurs, pas la lune
rules-error-gong-zhu-floor = les scores de Gong Zhu peuvent être positifs comme négatifs
rules-error-no-counters = chaque joueur doit commencer avec des jetons
rules-error-no-chips = chaque joueur doit commencer avec des jetons et pouvoir miser
rules-error-no-lives = chaque joueur doit avoir au moins une vie
rules-error-no-end = la partie doit avoir une fin : un score limite supérieur à zéro, un nombre de manches ou une durée
rules-error-no-deals = une partie de 0 manche est finie avant d'avoir commencé
rules-error-no-reset-scores = indiquez les scores qui reviennent à zéro
rules-error-sun-negative = le grand chelem donne des points aux autres, il ne leur en retire pas

## Pourquoi une manche ne peut pas être jouée (un lien ou une sauvegarde la nomme).

refusal-deal-hand-count = { $hands } mains pour { $players } joueurs
refusal-deal-hand-size = la place { $seat } a { $holds } cartes ; chaque main doit en avoir { $must }
refusal-deal-kitty-size = le talon a { $holds } cartes ; il doit en avoir { $must }
refusal-deal-not-the-deck = les mains ne forment pas le jeu : il manque [{ $missing }], et [{ $extra }] n'en fait pas partie
refusal-deal-pass-too-far = impossible de donner à { $seats } places vers la gauche avec { $players } joueurs
refusal-deal-star-not-five = l'échange en étoile se joue à cinq joueurs, pas à { $players }
refusal-deal-pass-too-big = les joueurs ont { $hand } cartes en main et ne peuvent pas en donner { $pass }
refusal-deal-no-dealer = il n'y a pas de { $dealer } pour distribuer à { $players } joueurs
refusal-deal-no-such-dealer = il n'y a pas de { $dealer } à cette table
refusal-deal-no-queen-taker = il n'y a pas de { $seat } qui aurait pris la D♠ à { $players } joueurs
refusal-deal-past-the-last = la partie compte { $deals } manches : il n'y a pas de manche { $deal }
refusal-deal-score-count = { $scores } scores pour { $players } joueurs
refusal-deal-standing-count = { $standings } classements pour { $players } joueurs

## Pourquoi une partie sauvegardée ne peut pas être jouée (au chargement).

refusal-pass-across-uneven = l'échange en face demande un nombre pair de joueurs, pas { $players }
refusal-pass-no-such = « { $name } » n'est pas un échange : utilisez left, right, across, hold, star, scatter, mixer ou un nombre de places
refusal-setup-no-such-game = aucun jeu ne s'appelle « { $name } » ; les jeux sont : { $games }
refusal-setup-options = dans les options : { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = étape { $step } : le joueur de la { $seat } ne peut pas jouer { $card } : { $why }
refusal-record-pass = étape { $step } : le joueur de la { $seat } ne peut pas donner [{ $cards }] : { $why }
refusal-record-choose-pass = étape { $step } : le joueur de la { $seat } ne peut pas choisir un échange de { $cards } { $direction } : { $why }
refusal-record-pledge = étape { $step } : le joueur de la { $seat } ne peut pas faire la promesse : { $why }
refusal-record-decline = étape { $step } : le joueur de la { $seat } ne peut pas refuser la promesse : { $why }
refusal-record-call = étape { $step } : le joueur de la { $seat } ne peut pas demander { $suit } : { $why }
refusal-record-old-moon = étape { $step } : le joueur de la { $seat } ne peut pas choisir la vieille lune : { $why }
refusal-record-new-moon = étape { $step } : le joueur de la { $seat } ne peut pas choisir la nouvelle lune : { $why }
