### Le catalogue des jeux : leurs noms et leur ligne de présentation, les variantes, les options
### de règle et leurs valeurs, et les niveaux des robots (Nouvelle partie, Règles du jeu).

## Les jeux : le nom de chacun, et une ligne sur ce qui le distingue (en minuscule au début,
## sauf devant un nom : la page met la majuscule quand la ligne est seule).

game-title-hearts = { -game-hearts }
game-description-hearts = l'original : chaque cœur vaut 1 point, pas de dame de pique, pas d'échange
game-title-black-lady = { -game-black-lady }
game-description-black-lady = le jeu que tout le monde connaît : cœurs à 1, dame de pique à 13, on peut décrocher la lune, partie en 100
game-title-black-lady-morehead = { -game-black-lady } (Morehead)
game-description-black-lady-morehead = les règles de Morehead : on donne trois cartes à gauche, le voisin de gauche du donneur entame la carte de son choix
game-title-black-lady-foster = { -game-black-lady } (Foster, 1909)
game-description-black-lady-foster = les règles les plus anciennes : on donne trois cartes à gauche, et les points se paient en jetons versés au pot
game-title-black-lady-culbertson = { -game-black-lady } (Culbertson, 1950)
game-description-black-lady-culbertson = les règles de Culbertson : prendre toutes les cartes à points ne rapporte rien
game-title-black-bess = { -game-black-bess }
game-description-black-bess = la Dame de pique, mais la dame de pique vaut 15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = le dix de carreau (ou le valet) retire 10 points ; la lune exige les quinze cartes qui comptent
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = la dame de cœur compte 13, elle aussi : 38 points par manche
game-title-black-jack = { -game-black-jack }
game-description-black-jack = le valet de pique compte 10, à la place de la dame
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = chaque cœur vaut sa valeur (figures à 10), la dame de pique 25 : 119 points par manche
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = chaque cœur vaut son rang, du valet à 11 à l'as à 14 ; la dame de pique ne compte pas
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = les gros cœurs coûtent plus : valet 2, dame 3, roi 4, as 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = deux jeux, de 5 à 11 joueurs : des cartes identiques dans un même pli s'annulent
game-title-cancellation-three-packs = { -game-cancellation } (trois jeux)
game-description-cancellation-three-packs = onze joueurs, trois jeux, quatorze cartes chacun
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = la Dame de pique sans la lune, comme on la joue en Australie
game-title-black-maria = { -game-black-maria }
game-description-black-maria = le jeu britannique : as de pique 7, roi 10, dame 13 ; on donne à droite
game-title-queens = { -game-queens }
game-description-queens = chaque dame vaut 13 ; on peut entamer cœur à tout moment ; partie en 108
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = un jeu de 28 cartes : sans les 2 à 7, le 8 de trèfle entame, dame de pique à 7
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = dix manches, trois vies : une manche à 15 points ou plus coûte une vie
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = la dame de pique vaut 13i et le dix de trèfle multiplie par 2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = dame de pique à 26, la dame de cœur double les cœurs, et deux autres dames spéciales
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = la Dame de pique, avec un sept de trèfle qui vaut 7 de plus
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = le jeu chinois : des cartes qui rapportent, d'autres qui coûtent, le dix de trèfle double, jusqu'à −1000
game-title-likha = { -game-likha }
game-description-likha = en équipes, on joue vers la droite ; la dame de pique et le dix de carreau sont les likhas
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = les partenaires, face à face, additionnent leurs scores
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = deux jokers : on en joue un quand on veut ; il ne gagne jamais et ne compte rien
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = un neuf joué dans un pli lui ajoute un tour de plus

game-for-players = à { $players } joueurs
game-for-players-range = de { $min } à { $max } joueurs
game-group-classic = Jeux classiques
game-group-big = Grandes tables : { -game-cancellation }
game-group-other = Autres variantes

## Les variantes : des interrupteurs posés sur un jeu, chacun avec une ligne sur ce qu'il fait.

variant-title-strip-morehead = Retirer des 2 (Morehead)
variant-explanation-strip-morehead = pour que la distribution tombe juste, retirer au besoin le 2♣, le 2♦, le 3♣ et le 2♠, dans cet ordre (Morehead)
variant-title-strip-foster = Retirer des 2 (Foster)
variant-explanation-strip-foster = pour que la distribution tombe juste, retirer au besoin le 2♠, le 2♣, le 2♦ et le 2♥, dans cet ordre (Foster)
variant-title-kitty = Talon
variant-explanation-kitty = distribuer toutes les cartes ; celles qui restent vont, face cachée, au gagnant du premier pli
variant-title-jokers = Jokers
variant-explanation-jokers = ajouter des jokers sans couleur jusqu'à ce que la distribution tombe juste (trois à cinq joueurs, deux à six)
variant-title-kitty-first-heart = Talon au premier cœur
variant-explanation-kitty-first-heart = le talon revient au premier joueur qui remporte un pli contenant un cœur
variant-title-kitty-seen = Talon visible
variant-explanation-kitty-seen = celui qui prend le talon peut le regarder
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = la D♥ compte 13 au lieu de 1
variant-title-omnibus = Omnibus
variant-explanation-omnibus = le 10♦ compte −10 pour celui qui le prend, et la lune l'exige en plus des cartes à points
variant-title-omnibus-jack = Valet de carreau
variant-explanation-omnibus-jack = le V♦ remplace le 10♦ comme carte bonus à −10
variant-title-small-hearts-jack = Valet de carreau
variant-explanation-small-hearts-jack = le V♦ compte aussi 5 points ; la lune vaut toujours 14 et exige le V♦
variant-title-black-jack-first = Black Jack d'abord
variant-explanation-black-jack-first = un joueur qui ne peut pas fournir et qui a le V♠ doit s'en défausser
variant-title-left-right = Gauche et droite
variant-explanation-left-right = donner à gauche puis à droite, une manche sur deux
variant-title-howell = Règlement de Howell
variant-explanation-howell = régler chaque manche à la manière de Howell : payer (joueurs − 1) jetons par point pris, puis toucher les points que l'on n'a pas pris
variant-title-fifty-counters = Cinquante jetons
variant-explanation-fifty-counters = chaque joueur commence avec 50 jetons au lieu de 100
variant-title-pool = Mise et pot
variant-explanation-pool = chacun mise un jeton avant chaque manche ; ceux qui n'ont pris aucun cœur se partagent le pot
variant-title-third-copy-stands = Le troisième exemplaire tient
variant-explanation-third-copy-stands = avec trois jeux, deux cartes identiques s'annulent, mais un troisième exemplaire peut encore gagner
variant-title-two-pairs-cancel = Deux paires annulent le pli
variant-explanation-two-pairs-cancel = quand deux paires s'annulent dans un même pli, tout le pli est annulé
variant-title-last-trick-to-pair = Dernier pli à la paire
variant-explanation-last-trick-to-pair = un dernier pli annulé revient au joueur qui a posé la seconde carte de la plus haute paire


## Les options de règle : chacune un interrupteur ou un choix, avec une ligne sur ce qu'elle fait.

option-title-passing = Échange
option-line-passing = où vont les cartes avant le jeu de chaque manche, à tour de rôle
option-title-pass-cards = Cartes données
option-line-pass-cards = combien de cartes chaque joueur donne
option-title-moon = Décrocher la lune
option-line-moon = ce que rapporte la prise de toutes les cartes à points
option-title-direction = Sens du jeu
option-line-direction = dans quel sens le tour passe autour de la table
option-title-opening-lead = Première entame
option-line-opening-lead = qui entame le premier pli d'une manche
option-title-no-points-first-trick = Pas de points au premier pli
option-line-no-points-first-trick = aucune carte à points au premier pli, sauf pour une main qui n'a rien d'autre
option-title-hearts-broken = Ouvrir les cœurs avant de les entamer
option-line-hearts-broken = on ne peut pas entamer cœur avant qu'un cœur ait été joué, sauf si celui qui entame n'a que des cœurs
option-title-queen-broken = La D♠ attend aussi
option-line-queen-broken = on ne peut pas non plus entamer la D♠ avant l'ouverture des cœurs
option-title-queen-breaks-hearts = La D♠ ouvre les cœurs
option-line-queen-breaks-hearts = jouer la D♠ ouvre aussi les cœurs
option-title-penalty-hand-leads-hearts = Une main de cartes à points peut entamer cœur
option-line-penalty-hand-leads-hearts = une main faite uniquement de cœurs et d'autres cartes à points peut entamer cœur avant leur ouverture
option-title-queen-first-chance = La D♠ à la première occasion
option-line-queen-first-chance = celui qui a la D♠ doit la jouer dès qu'il se défausse, ou sous un pique plus fort
option-title-pledge = La promesse
option-line-pledge = avant le jeu, chacun peut promettre de ne prendre aucun cœur : 10 de moins s'il tient parole, 10 de plus sinon
option-title-no-tricks-bonus = Aucun pli, 5 de moins
option-line-no-tricks-bonus = un joueur qui ne remporte aucun pli dans une manche marque 5 de moins
option-title-floor-at-zero = Jamais sous zéro
option-line-floor-at-zero = un bonus ne fait jamais passer un score sous zéro
option-title-joker-lead = Entame au joker
option-line-joker-lead = si un joker peut entamer, et ce que les autres doivent alors fournir
option-title-joker-any-time = Joker à tout moment
option-line-joker-any-time = un joker peut être joué même par un joueur qui pourrait fournir

## Les valeurs des options de règle, dans les choix de Nouvelle partie.

option-value-on = Oui
option-value-off = Non
option-value-pass-cards = { $cards }
option-value-passing-none = Pas d'échange
option-value-passing-left = Toujours à gauche
option-value-passing-right = Toujours à droite
option-value-passing-left-right = Gauche, droite
option-value-passing-left-right-across-hold = Gauche, droite, en face, sans échange
option-value-passing-left-right-across-scatter = Gauche, droite, en face, une à chacun
option-value-passing-left-across-right = Gauche, en face, droite
option-value-passing-rotating = Une place plus loin à chaque manche, puis sans échange
option-value-passing-star = En étoile : une carte à chacun des deux joueurs d'en face
option-value-passing-mixer = Au milieu, mélangées et redistribuées
option-value-passing-dealers-choice = Au choix du donneur
option-value-moon-none = Pas de lune
option-value-moon-old = Vieille lune : les autres marquent les points
option-value-moon-new = Nouvelle lune : retirée du score de celui qui la décroche
option-value-moon-choice = Celui qui la décroche choisit : vieille ou nouvelle
option-value-moon-new-if-losing = Vieille, ou nouvelle si la vieille lui faisait perdre la partie
option-value-moon-old-play-on = Vieille ; on continue si elle lui faisait perdre la partie
option-value-moon-nobody-scores = Personne ne marque la manche
option-value-moon-penalty = Celui qui la décroche est pénalisé
option-value-moon-choice-after-score = Vieille, puis au choix à partir d'un certain score
option-value-direction-clockwise = Sens des aiguilles d'une montre (vers la gauche)
option-value-direction-anticlockwise = Sens inverse (vers la droite)
option-value-opening-lead-lowest-club = Le plus petit trèfle
option-value-opening-lead-eldest = Le voisin de gauche du donneur, carte libre
option-value-opening-lead-pig-taker = Celui qui a pris la D♠ à la manche précédente
option-value-joker-lead-never = Un joker ne peut pas entamer
option-value-joker-lead-next-card = Permis ; la carte suivante fixe la couleur
option-value-joker-lead-called = Permis ; celui qui entame annonce la couleur

## Les niveaux des robots, dans Nouvelle partie et sous le nom de chaque adversaire.

level-label-beginner = Débutant
level-description-beginner = Joue au hasard une carte permise
level-label-easy = Facile
level-description-easy = Laisse passer quand il le peut, et se débarrasse de sa pire carte quand il n'a plus la couleur
level-label-normal = Normal
level-description-normal = Un joueur solide : bon échange, laisse passer, se défausse des points, surveille la lune
level-label-hard = Difficile
level-description-hard = Voit loin : joue jusqu'au bout de nombreuses répartitions possibles des cartes cachées
level-label-expert = Expert
level-description-expert = Réfléchit plus longtemps et plus loin que Difficile

## Vieille ou nouvelle lune : le choix de celui qui décroche la lune, quand les règles le lui laissent.

moon-old = vieille lune
moon-new = nouvelle lune
moon-old-title = Vieille lune
moon-new-title = Nouvelle lune
moon-old-effect = les autres marquent { $value }
moon-new-effect = vous retirez { $value } de votre score
