### Die Spiele: ihre Namen und Zeilen, die Varianten, die Regeloptionen und ihre Werte und die
### Stufen der Computergegner, wie „Neues Spiel“ und die Regeln sie zeigen.

## Die Spiele: Name und eine Zeile dazu, was das Spiel ausmacht (klein begonnen).

game-title-hearts = { -game-hearts }
game-description-hearts = das Original: jedes Herz 1 Punkt, keine Pik-Dame, kein Weitergeben
game-title-black-lady = { -game-black-lady }
game-description-black-lady = Hearts, wie die meisten es kennen: jedes Herz 1, die Pik-Dame 13, Durchmarsch, Spiel bis 100
game-title-black-lady-morehead = { -game-black-lady } (Morehead)
game-description-black-lady-morehead = nach Morehead: drei Karten nach links, Vorhand spielt eine beliebige Karte aus
game-title-black-lady-foster = { -game-black-lady } (Foster, 1909)
game-description-black-lady-foster = die ältesten Regeln: drei Karten nach links, bezahlt wird mit Spielmarken in eine Kasse
game-title-black-lady-culbertson = { -game-black-lady } (Culbertson, 1950)
game-description-black-lady-culbertson = nach Culbertson: Wer alle Punktkarten nimmt, bekommt nichts
game-title-black-bess = { -game-black-bess }
game-description-black-bess = { -game-black-lady }, aber die Pik-Dame zählt 15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = die Karo-Zehn (oder der Bube) bringt 10 Punkte Abzug; für den Durchmarsch braucht man alle fünfzehn Punktkarten
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = auch die Herz-Dame zählt 13: 38 Punkte pro Runde
game-title-black-jack = { -game-black-jack }
game-description-black-jack = statt der Dame zählt der Pik-Bube 10
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = jedes Herz zählt seine Augen (Bildkarten 10), die Pik-Dame 25: 119 pro Runde
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = jedes Herz zählt seinen Rang, Bube 11 bis Ass 14; die Pik-Dame zählt nichts
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = hohe Herzen kosten mehr: Bube 2, Dame 3, König 4, Ass 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = zwei Kartenspiele für 5 bis 11: Gleiche Karten in einem Stich heben sich auf
game-title-cancellation-three-packs = { -game-cancellation } (drei Kartenspiele)
game-description-cancellation-three-packs = elf Spieler, drei Kartenspiele, vierzehn Karten für jeden
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = { -game-black-lady } ohne Durchmarsch, wie man es in Australien spielt
game-title-black-maria = { -game-black-maria }
game-description-black-maria = das britische Spiel: Pik-Ass 7, König 10, Dame 13; weitergegeben wird nach rechts
game-title-queens = { -game-queens }
game-description-queens = jede Dame 13; Herz darf jederzeit ausgespielt werden; Spiel bis 108
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = ein Kartenspiel mit 28 Karten: ohne Zweier bis Siebener, die Kreuz-Acht spielt aus, Pik-Dame 7
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = zehn Runden, drei Leben: Eine Runde mit 15 Punkten oder mehr kostet ein Leben
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = die Pik-Dame zählt 13i, und die Kreuz-Zehn multipliziert mit 2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = Pik-Dame 26, die Herz-Dame verdoppelt die Herzen, dazu zwei weitere besondere Damen
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = { -game-black-lady }, dazu zählt die Kreuz-Sieben 7 Punkte
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = das chinesische Spiel: Karten mit Plus und Minus, die Kreuz-Zehn verdoppelt, bis −1000
game-title-likha = { -game-likha }
game-description-likha = Partner spielen gegen den Uhrzeigersinn; Pik-Dame und Karo-Zehn sind die Likhas
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = Partner sitzen sich gegenüber und zählen ihre Punkte zusammen
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = zwei Joker: jederzeit spielbar, gewinnen nie einen Stich und zählen nichts
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = eine Neun im Stich verlängert ihn um eine weitere Runde

game-for-players = für { $players } Spieler
game-for-players-range = für { $min } bis { $max } Spieler
game-group-classic = Klassiker
game-group-big = Große Tische: { -game-cancellation }
game-group-other = Weitere Varianten

## Die Varianten: Schalter über einem Spiel, jeder mit einer Zeile, was er bewirkt.

variant-title-strip-morehead = Zweier heraus (Morehead)
variant-explanation-strip-morehead = gleichmäßig geben: Nach Bedarf werden 2♣, 2♦, 3♣ und 2♠ in dieser Reihenfolge herausgenommen (Morehead)
variant-title-strip-foster = Zweier heraus (Foster)
variant-explanation-strip-foster = gleichmäßig geben: Nach Bedarf werden 2♠, 2♣, 2♦ und 2♥ in dieser Reihenfolge herausgenommen (Foster)
variant-title-kitty = Stock
variant-explanation-kitty = alle Karten werden gegeben; die übrigen gehen verdeckt an den Gewinner des ersten Stichs
variant-title-jokers = Joker
variant-explanation-jokers = Joker ohne Farbe dazu, bis die Karten aufgehen (drei bei fünf Spielern, zwei bei sechs)
variant-title-kitty-first-heart = Stock zum ersten Herz
variant-explanation-kitty-first-heart = den Stock bekommt, wer zuerst einen Stich mit einem Herz macht
variant-title-kitty-seen = Stock ansehen
variant-explanation-kitty-seen = wer den Stock bekommt, darf ihn ansehen
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = die D♥ zählt 13 statt 1
variant-title-omnibus = Omnibus
variant-explanation-omnibus = wer die 10♦ nimmt, bekommt 10 Punkte abgezogen, und für den Durchmarsch braucht man sie zusätzlich zu den Strafkarten
variant-title-omnibus-jack = Karo-Bube
variant-explanation-omnibus-jack = der B♦ ist die Bonuskarte mit −10 statt der 10♦
variant-title-small-hearts-jack = Karo-Bube
variant-explanation-small-hearts-jack = auch der B♦ zählt 5 Punkte; der Durchmarsch bringt weiter 14 und braucht den B♦
variant-title-black-jack-first = Pik-Bube zuerst
variant-explanation-black-jack-first = wer nicht bedienen kann und den B♠ hat, muss ihn abwerfen
variant-title-left-right = Links und rechts
variant-explanation-left-right = Runde für Runde abwechselnd nach links und nach rechts weitergeben
variant-title-howell = Abrechnung nach Howell
variant-explanation-howell = jede Runde nach Howell abrechnen: für jeden genommenen Punkt (Spieler − 1) Spielmarken zahlen, dann die nicht genommenen Punkte kassieren
variant-title-fifty-counters = Fünfzig Spielmarken
variant-explanation-fifty-counters = jeder Spieler beginnt mit 50 Spielmarken statt mit 100
variant-title-pool = Einsatz und Kasse
variant-explanation-pool = jeder setzt vor jeder Runde einen Chip; die Spieler ohne Herz teilen sich die Kasse
variant-title-third-copy-stands = Die dritte Karte bleibt
variant-explanation-third-copy-stands = mit drei Kartenspielen heben sich zwei gleiche Karten auf, die dritte kann aber noch gewinnen
variant-title-two-pairs-cancel = Zwei Paare heben den Stich auf
variant-explanation-two-pairs-cancel = heben sich in einem Stich zwei Paare auf, ist der ganze Stich aufgehoben
variant-title-last-trick-to-pair = Letzter Stich ans Paar
variant-explanation-last-trick-to-pair = ein aufgehobener letzter Stich geht an den, der die zweite Karte des höchsten Paars gespielt hat

## Die Regeloptionen: Schalter oder Auswahl, jede mit einer Zeile, was sie bewirkt.

option-title-passing = Weitergeben
option-line-passing = wohin die Karten vor jeder Runde gehen, der Reihe nach
option-title-pass-cards = Karten zum Weitergeben
option-line-pass-cards = wie viele Karten jeder Spieler weitergibt
option-title-moon = Durchmarsch
option-line-moon = was es bringt, alle Strafkarten zu nehmen
option-title-direction = Spielrichtung
option-line-direction = in welche Richtung es am Tisch weitergeht
option-title-opening-lead = Erstes Ausspiel
option-line-opening-lead = wer zum ersten Stich einer Runde ausspielt
option-title-no-points-first-trick = Keine Punkte im ersten Stich
option-line-no-points-first-trick = zum ersten Stich darf keine Strafkarte gespielt werden, außer man hat nichts anderes
option-title-hearts-broken = Herz muss gebrochen sein
option-line-hearts-broken = Herz darf erst ausgespielt werden, wenn schon eins gespielt wurde, außer der Ausspielende hat nur noch Herz
option-title-queen-broken = Die D♠ wartet auch
option-line-queen-broken = auch die D♠ darf nicht ausgespielt werden, bevor Herz gebrochen ist
option-title-queen-breaks-hearts = Die D♠ bricht Herz
option-line-queen-breaks-hearts = wer die D♠ spielt, bricht damit auch Herz
option-title-penalty-hand-leads-hearts = Mit lauter Strafkarten Herz ausspielen
option-line-penalty-hand-leads-hearts = wer nur Herz und andere Strafkarten hat, darf Herz ausspielen, bevor es gebrochen ist
option-title-queen-first-chance = Die D♠ bei erster Gelegenheit
option-line-queen-first-chance = wer die D♠ hat, muss sie spielen, sobald er abwirft oder ein höheres Pik im Stich liegt
option-title-pledge = Die Ansage
option-line-pledge = vor dem Spiel darf jeder ansagen, kein Herz zu nehmen: 10 Abzug, wenn es klappt, 10 dazu, wenn nicht
option-title-no-tricks-bonus = Kein Stich, 5 Abzug
option-line-no-tricks-bonus = wer in einer Runde keinen Stich macht, bekommt 5 Punkte weniger
option-title-floor-at-zero = Nie unter null
option-line-floor-at-zero = ein Bonus drückt keinen Stand unter null
option-title-joker-lead = Joker ausspielen
option-line-joker-lead = ob ein Joker ausgespielt werden darf und was die anderen dann bedienen müssen
option-title-joker-any-time = Joker jederzeit
option-line-joker-any-time = ein Joker darf auch gespielt werden, wenn man bedienen könnte

## Die Werte der Regeloptionen

option-value-on = An
option-value-off = Aus
option-value-pass-cards = { $cards }
option-value-passing-none = Kein Weitergeben
option-value-passing-left = Immer nach links
option-value-passing-right = Immer nach rechts
option-value-passing-left-right = Links, rechts
option-value-passing-left-right-across-hold = Links, rechts, gegenüber, keine
option-value-passing-left-right-across-scatter = Links, rechts, gegenüber, je eine an jeden
option-value-passing-left-across-right = Links, gegenüber, rechts
option-value-passing-rotating = Jede Runde einen Platz weiter, dann keine
option-value-passing-star = Stern: je eine Karte an die beiden Spieler gegenüber
option-value-passing-mixer = In die Mitte, gemischt und neu gegeben
option-value-passing-dealers-choice = Der Geber bestimmt
option-value-moon-none = Kein Durchmarsch
option-value-moon-old = Klassisch: Alle anderen bekommen die Punkte
option-value-moon-new = Neu: Abzug vom eigenen Stand
option-value-moon-choice = Wer ihn schafft, wählt klassisch oder neu
option-value-moon-new-if-losing = Klassisch, oder neu, wenn klassisch zur Niederlage führen würde
option-value-moon-old-play-on = Klassisch; weiterspielen, wenn das Spiel damit verloren wäre
option-value-moon-nobody-scores = Niemand bekommt Punkte in der Runde
option-value-moon-penalty = Wer ihn schafft, wird bestraft
option-value-moon-choice-after-score = Klassisch bis zu einem Stand, dann die Wahl
option-value-direction-clockwise = Im Uhrzeigersinn (nach links)
option-value-direction-anticlockwise = Gegen den Uhrzeigersinn (nach rechts)
option-value-opening-lead-lowest-club = Das niedrigste Kreuz
option-value-opening-lead-eldest = Der Spieler links vom Geber, beliebige Karte
option-value-opening-lead-pig-taker = Wer in der letzten Runde die D♠ genommen hat
option-value-joker-lead-never = Joker darf nicht ausgespielt werden
option-value-joker-lead-next-card = Erlaubt; die nächste Karte bestimmt die Farbe
option-value-joker-lead-called = Erlaubt; wer ausspielt, sagt die Farbe an

## Die Stufen der Computergegner

level-label-beginner = Anfänger
level-description-beginner = Spielt irgendeine erlaubte Karte, rein zufällig
level-label-easy = Leicht
level-description-easy = Bleibt drunter, wo es geht, und wirft ohne passende Farbe seine schlechteste Karte ab
level-label-normal = Normal
level-description-normal = Solide: gibt gut weiter, bleibt drunter, wird Punkte los, passt auf den Durchmarsch auf
level-label-hard = Schwer
level-description-hard = Denkt voraus: spielt viele Vermutungen über die verdeckten Karten durch
level-label-expert = Experte
level-description-expert = Denkt länger und tiefer als Schwer

## Klassisch oder neu: die Wahl nach einem Durchmarsch, wo die Regeln sie erlauben

moon-old = die klassische Wertung
moon-new = die neue Wertung
moon-old-title = Klassisch
moon-new-title = Neu
moon-old-effect = je { $value } für alle anderen
moon-new-effect = { $value } weniger für dich
