### Glossaire : les mots du jeu en français, en termes Fluent (terms) pour les traducteurs.
### Un terme (-trick) n'appartient qu'à cette langue ; on l'insère dans un message par { -trick }.
### Les attributs (.gender, .plural) renseignent et servent de sélecteurs ({ -trick.gender -> … }) ;
### Fluent n'accepte pas { -trick.plural } comme texte.
###
### Style (voir docs/translating.md) :
### Adresse : vous. Les règles françaises de la Dame de pique vouvoient le joueur : jeuxetlogique.fr
###   (« Si vous le souhaitez, vous pourrez également y jouer en solo »,
###   https://jeuxetlogique.fr/regles-de-jeux/tuto-jeu-de-cartes-la-dame-de-pique/) ; funbridge.com/fr
###   (« Joueur de la paire à laquelle vous êtes opposé »). Certains blogs tutoient (lemagloisirs.fr) : choisi vous.
### Guillemets : « … » avec une espace insécable à l'intérieur ; espace insécable avant : ; ! ? (usage typographique français).
### Index des cartes : V D R A (valet, dame, roi, as). Source : mains de bridge imprimées « AV954 RD7 R763 DV976 »
###   (http://www.atoutbridge.com/progresser-dans-sa-pratique/dossiers-du-mois/859-savoir-se-taire.html).
###   Ils sont dans locales/fr/language.ftl.

## Le pli et l'entame

# trick. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) ; https://www.funbridge.com/fr/lexique-bridge (« levée », « pli »)
-trick = pli
    .gender = masculine
    .plural = plis
# take a trick. Source : https://www.lemagloisirs.fr/regle-dame-pique ; http://qcsalon.net/fr/hearts (« ramasser des plis »)
-take-trick = remporter le pli
# to lead. Source : https://www.funbridge.com/fr/lexique-bridge (« Attaque : première carte jouée d'une levée ») ; « entamer » (wevery.online, Code du bridge : « l'entame »)
-lead = entamer
# the lead (the first card; whose turn it is to lead). Source : comme -lead
-the-lead = entame
    .gender = feminine
# led suit. Source : https://miroirauxessences.blog/2016/01/09/la-dame-de-pique/ (« la couleur demandée »)
-led-suit = couleur demandée
    .gender = feminine
# follow suit. Source : https://miroirauxessences.blog/2016/01/09/la-dame-de-pique/ (« Les joueurs suivent … en jouant la couleur demandée ») ; bridge : « fournir »
-follow-suit = fournir
# void (have no cards of a suit). Source : https://bridgelepeuple.quebecjeux.org/psglossaire.html (« ABSENCE : ne posséder aucune carte dans une … couleur (voir chicane) »)
-void = avoir une chicane
# void, as a noun. Source : comme -void
-void-noun = chicane
    .gender = feminine
# discard. Source : https://miroirauxessences.blog/2016/01/09/la-dame-de-pique/ (« il se défausse d'une carte d'une autre couleur »)
-discard = se défausser
# duck (play low and let the trick go on purpose). (no source found; chosen) — « laisser passer », comme au bridge
-duck = laisser passer

## La lune et le soleil

# shoot the moon. (no source found; chosen) — « décrocher la lune » est l'expression française qui garde l'image
-shoot-the-moon = décrocher la lune
# the moon, as a noun (« la lune vaut 26 »). (no source found; chosen)
-the-moon = lune
    .gender = feminine
# shoot the sun (take every trick). (no source found; chosen) — au bridge, le « grand chelem » est le contrat de toutes les levées (funbridge.com/fr)
-shoot-the-sun = faire le grand chelem
# the sun, as a noun. (no source found; chosen)
-the-sun = grand chelem
    .gender = masculine

## L'annulation (Cancellation Hearts)

# cancel (identical cards cancel each other out). (no source found; chosen)
-cancel = s'annuler
# cancelled. (no source found; chosen)
-cancelled = annulé
# carry-over (the points of a cancelled trick go to the next trick). (no source found; chosen)
-carry-over = report
    .gender = masculine

## Cartes spéciales et pénalités

# the Q♠, queen of spades. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu)
-queen-of-spades = dame de pique
    .gender = feminine
# "the Black Lady" (nickname of the Q♠). (no source found; chosen) — le jeu lui-même s'appelle « la Dame de pique »
-the-black-lady = Dame noire
    .gender = feminine
# jack of diamonds (bonus). Source : noms des cartes (https://www.lemagloisirs.fr/regle-dame-pique : « valet », « carreau »)
-jack-of-diamonds = valet de carreau
    .gender = masculine
# hearts broken. (no source found; chosen)
-hearts-broken = les cœurs sont ouverts
# penalty cards. Source : http://qcsalon.net/fr/hearts (« des plis contenant des cartes à points »)
-penalty-cards = cartes à points
    .gender = feminine
# penalty points. Source : GLOSSARY.md (« points de pénalité »)
-penalty-points = points de pénalité
# counter (a card that scores). Source : comme -penalty-cards
-counter = carte à points
    .gender = feminine
    .plural = cartes à points

## L'échange

# pass (cards before play). Source : http://qcsalon.net/fr/hearts (« Échange : chaque joueur choisit trois cartes à donner »)
-pass = donner
# the passing, as a noun. Source : comme -pass
-passing = échange
    .gender = masculine
# pass left. Source : http://qcsalon.net/fr/hearts (« on donne à son voisin de gauche »)
-pass-left = à gauche
# pass right. Source : comme -pass-left
-pass-right = à droite
# pass across. Source : http://qcsalon.net/fr/hearts (« en face »)
-pass-across = en face
# hold (no pass). Source : http://qcsalon.net/fr/hearts (« aucun échange n'est alors effectué »)
-pass-hold = aucun échange

## Donne, main, manche, score

# deal (verb). Source : https://jeuxetlogique.fr/regles-de-jeux/tuto-jeu-de-cartes-la-dame-de-pique/ (« Le donneur … distribue »)
-deal-cards = distribuer
# deal, as a round. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) (« manche ») ; qcsalon.net (« Une manche commence par … »)
-deal = manche
    .gender = feminine
    .plural = manches
# dealer. Source : https://jeuxetlogique.fr/regles-de-jeux/tuto-jeu-de-cartes-la-dame-de-pique/ (« Le donneur »)
-dealer = donneur
    .gender = masculine
# hand (cards held). Source : https://www.lemagloisirs.fr/regle-dame-pique (« 13 cartes en main ») ; « son jeu » aussi
-hand = main
    .gender = feminine
# score. Source : https://www.lemagloisirs.fr/regle-dame-pique (« on compare les scores »)
-score = score
    .gender = masculine
# target score. Source : http://qcsalon.net/fr/hearts (« un score limite, 100 points la plupart du temps »)
-target-score = score limite
    .gender = masculine
# point. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu)
-point = point
    .gender = masculine
    .plural = points
# pack. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) (« un jeu de 52 cartes »)
-pack = jeu de cartes
    .gender = masculine
# partner. Source : https://www.funbridge.com/fr/lexique-bridge (« partenaire »)
-partner = partenaire
    .gender = masculine
# kitty (cards set aside, won with the first trick). (no source found; chosen) — « talon », le mot des jeux de cartes pour les cartes mises de côté
-kitty = talon
    .gender = masculine
# joker. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) (« il faut inclure les jokers »)
-joker = joker
    .gender = masculine

## Couleurs (toutes masculines) et rangs

# suit. Source : https://miroirauxessences.blog/2016/01/09/la-dame-de-pique/ (« couleur »)
-suit = couleur
    .gender = feminine
# clubs. Source : https://miroirauxessences.blog/2016/01/09/la-dame-de-pique/ (« le 2 de trèfle »)
-suit-clubs = trèfle
    .gender = masculine
# diamonds. Source : GLOSSARY.md (qcsalon.net, whisthub.com/fr)
-suit-diamonds = carreau
    .gender = masculine
    .plural = carreaux
# spades. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu)
-suit-spades = pique
    .gender = masculine
# hearts. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu)
-suit-hearts = cœur
    .gender = masculine
# two. Source : https://www.lemagloisirs.fr/regle-dame-pique (« 2, 3, … 10, valet, dame, roi, as »)
-rank-two = deux
    .gender = masculine
# three. Source : comme -rank-two
-rank-three = trois
    .gender = masculine
# four. Source : comme -rank-two
-rank-four = quatre
    .gender = masculine
# five. Source : comme -rank-two
-rank-five = cinq
    .gender = masculine
# six. Source : comme -rank-two
-rank-six = six
    .gender = masculine
# seven. Source : comme -rank-two
-rank-seven = sept
    .gender = masculine
# eight. Source : comme -rank-two
-rank-eight = huit
    .gender = masculine
# nine. Source : comme -rank-two
-rank-nine = neuf
    .gender = masculine
# ten. Source : comme -rank-two
-rank-ten = dix
    .gender = masculine
# jack. Source : comme -rank-two
-rank-jack = valet
    .gender = masculine
# queen. Source : comme -rank-two
-rank-queen = dame
    .gender = feminine
# king. Source : comme -rank-two
-rank-king = roi
    .gender = masculine
# ace. Source : comme -rank-two
-rank-ace = as
    .gender = masculine

## Les jeux. La page française de Wikipédia cite les noms anglais (Black Lady, Rickety Kate, Black Maria) :
## ils restent anglais, sauf Hearts et Black Lady, dont le nom français est « Dame de pique ».
## Les variantes composent le nom : « Dame de pique (Morehead) », « Cancellation Hearts (trois jeux) ».

# Hearts (the original game, hearts only). Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) (« un jeu plus ancien, appelé les Cœurs »)
-game-hearts = Cœurs
# Black Lady. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu)
-game-black-lady = Dame de pique
# Black Bess. (no source found; chosen: English name kept)
-game-black-bess = Black Bess
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = Omnibus Hearts
# Pink Lady. (no source found; chosen)
-game-pink-lady = Pink Lady
# Black Jack. (no source found; chosen)
-game-black-jack = Black Jack
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = Spot Hearts
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = Pip Hearts
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = Graded Hearts
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = Cancellation Hearts
# Rickety Kate. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) (« En Australie, il est connu sous le nom de Rickety Kate »)
-game-rickety-kate = Rickety Kate
# Black Maria. Source : https://fr.wikipedia.org/wiki/Dame_de_pique_(jeu) (« Black Maria, … la variante britannique »)
-game-black-maria = Black Maria
# Queens. (no source found; chosen)
-game-queens = Dames
# Small Hearts. (no source found; chosen)
-game-small-hearts = Small Hearts
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = Danger Hearts
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = Complex Hearts
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = Royal Hearts
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = Hooligan Hearts
# Gong Zhu (拱猪, "Chase the Pig"). (no source found; chosen)
-game-gong-zhu = Gong Zhu (la chasse au cochon)
# Likha (ليخة). (no source found; chosen)
-game-likha = Likha
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = Cœurs en équipe
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = Joker Hearts
# Booster Nines. (no source found; chosen)
-game-booster-nines = Booster Nines
