### Die Regeln jedes Spiels in Worten, wie „Spielregeln“ sie zeigt, und die Begriffe darunter.

## Der Dialog „Spielregeln“

rules-dialog-title = Spielregeln: { $game }
rules-glossary = Begriffe
rules-cli-variants = Varianten (--variant NAME)

## Die Überschriften

rules-heading-deal = Das Geben
rules-heading-passing = Weitergeben
rules-heading-play = Das Spiel
rules-heading-scoring = Wertung
rules-heading-end = Spielende
rules-heading-notes = Anmerkungen

## Das Geben

rules-deal-players = { $players } Spieler, { $packs ->
    [1] ein Kartenspiel mit 52 Karten
   *[other] { $packs } Kartenspiele mit je 52 Karten, miteinander gemischt
}.
rules-deal-added-one = Hinzugefügt: { $first }.
rules-deal-added-two = Hinzugefügt: { $first }; { $second }.
rules-deal-added-three = Hinzugefügt: { $first }; { $second }; { $third }.
rules-joker-zero-clubs = { $count ->
    [one] ein Joker, der als Kreuz-Null gilt
   *[other] { $count } Joker, die als Kreuz-Null gelten
} (das niedrigste Kreuz)
rules-joker-zero-diamonds = { $count ->
    [one] ein Joker, der als Karo-Null gilt
   *[other] { $count } Joker, die als Karo-Null gelten
}
rules-joker-plain = { $count ->
    [one] ein Joker ohne Farbe, der nie einen Stich gewinnt
   *[other] { $count } Joker ohne Farbe, die nie einen Stich gewinnen
}
rules-deal-removed = Herausgenommen, damit die Karten aufgehen: { $cards }.
rules-deal-hand = Jeder Spieler bekommt { $cards } Karten.
rules-deal-kitty = { $count ->
    [one] Die übrige Karte kommt
   *[other] Die { $count } übrigen Karten kommen
} verdeckt in den Stock; ihn bekommt, wer { $taker ->
    [first-heart] zuerst einen Stich mit einem Herz macht
   *[first-trick] den ersten Stich macht
}.
rules-deal-kitty-seen = { $count ->
    [one] Die übrige Karte kommt
   *[other] Die { $count } übrigen Karten kommen
} verdeckt in den Stock; wer { $taker ->
    [first-heart] zuerst einen Stich mit einem Herz macht
   *[first-trick] den ersten Stich macht
}, bekommt ihn und darf ihn ansehen.

## Weitergeben

rules-pass-none = Es werden keine Karten weitergegeben.
rules-pass-left = Vor jeder Runde gibt jeder Spieler { $cards } Karten nach links weiter.
rules-pass-right = Vor jeder Runde gibt jeder Spieler { $cards } Karten nach rechts weiter.
rules-pass-left-right = Die Spieler geben { $cards } Karten weiter, abwechselnd nach links und nach rechts.
rules-pass-left-right-across-hold = Die Spieler geben { $cards } Karten weiter: erst nach links, dann nach rechts, dann nach gegenüber; in der vierten Runde wird nicht weitergegeben, danach geht es von vorn los.
rules-pass-left-right-hold = Die Spieler geben { $cards } Karten weiter: erst nach links, dann nach rechts; in der dritten Runde wird nicht weitergegeben (bei einer ungeraden Zahl von Spielern gibt es kein Gegenüber), danach geht es von vorn los.
rules-pass-scatter = Die Spieler geben { $cards } Karten nach links, nach rechts und nach gegenüber weiter; in jeder vierten Runde gibt jeder jedem anderen Spieler eine Karte.
rules-pass-left-across-right = Die Spieler geben { $cards } Karten weiter: nach links, nach gegenüber, nach rechts, und wieder von vorn.
rules-pass-rotating = Die Spieler geben { $cards } Karten einen Platz nach links weiter, dann zwei Plätze und so fort reihum, dann folgt eine Runde ohne Weitergeben.
rules-pass-star = Jeder Spieler gibt zwei Karten weiter: je eine an die beiden Spieler gegenüber.
rules-pass-mixer = Jeder Spieler legt { $cards } Karten in die Mitte; der Geber mischt sie und teilt sie neu aus.
rules-pass-dealers-choice = Vor jeder Runde bestimmt der Geber, wie viele Karten weitergegeben werden und wohin.
rules-pass-chosen-first = Man sucht seine Karten zum Weitergeben aus, bevor man sieht, was man selbst bekommt.
rules-pass-forbidden = Nicht weitergegeben werden dürfen: { $cards }.
rules-pass-pledge = Vor dem ersten Stich darf jeder Spieler ansagen, kein Herz zu nehmen: Gelingt es, gibt es { $points } Abzug, sonst { $value } dazu.

## Das Spiel

rules-play-clockwise = Gespielt wird im Uhrzeigersinn, also nach links.
rules-play-anticlockwise = Gespielt wird gegen den Uhrzeigersinn, also nach rechts.
rules-play-lowest-club-leads = Wer die { $card } hat (das niedrigste Kreuz), spielt sie zum ersten Stich aus.
rules-play-zero-of-clubs-leads = Wer den Joker hat (die Kreuz-Null), spielt ihn zum ersten Stich aus.
rules-play-eldest-hand-leads = Der Spieler { $direction ->
    [anticlockwise] rechts
   *[clockwise] links
} vom Geber, der nächste in Spielrichtung (Vorhand), spielt zum ersten Stich eine beliebige Karte aus.
rules-play-pig-taker-leads = Wer die { $two } hat, spielt in der ersten Runde aus; danach spielt aus, wer die { $queen } genommen hat.
rules-play-follow-suit = Wer kann, muss die ausgespielte Farbe bedienen; wer nicht kann, darf eine beliebige Karte abwerfen. Die höchste Karte der ausgespielten Farbe gewinnt den Stich, und wer ihn macht, spielt zum nächsten aus.
rules-play-no-penalty-first-trick = Zum ersten Stich darf keine Strafkarte gespielt werden, außer man hat nichts anderes auf der Hand.
rules-play-hearts-not-led = Herz darf erst ausgespielt werden, wenn schon ein Herz gefallen ist, außer man hat nichts anderes mehr auf der Hand.
rules-play-hearts-not-led-queen-breaks = Herz darf erst ausgespielt werden, wenn schon ein Herz oder die { $queen } gefallen ist, außer man hat nichts anderes mehr auf der Hand.
rules-play-hearts-and-queen-not-led = Herz und die { $queen } dürfen erst ausgespielt werden, wenn schon ein Herz gefallen ist, außer man hat nichts anderes mehr auf der Hand.
rules-play-hearts-and-queen-not-led-queen-breaks = Herz und die { $queen } dürfen erst ausgespielt werden, wenn schon ein Herz oder die { $queen } gefallen ist, außer man hat nichts anderes mehr auf der Hand.
rules-play-penalty-hand-leads-hearts = Wer nur Herz und andere Strafkarten hat, darf jederzeit Herz ausspielen.
rules-play-any-lead = Jede Karte darf jederzeit ausgespielt werden.
rules-play-queen-first-chance = Wer die { $queen } hat, muss sie bei der ersten Gelegenheit spielen: sobald er nicht bedienen kann oder schon ein höheres Pik im Stich liegt.
rules-play-black-jack-first = Wer nicht bedienen kann, muss vor jeder anderen Karte den { $jack } abwerfen.
rules-play-likha = Wer beide Likhas hat ({ $queen } und { $ten }) und nicht bedienen kann, muss eine davon spielen.
rules-play-cancel = Gleiche Karten in einem Stich heben sich auf: Keine von ihnen kann ihn gewinnen, aber sie zählen trotzdem, und wer den Stich macht, bekommt ihre Punkte.
rules-play-third-copy-stands = Liegen drei gleiche Karten im Stich, hebt sich ein Paar auf, und die dritte bleibt gültig.
rules-play-three-copies-cancel = Liegen drei gleiche Karten im Stich, heben sich alle drei auf.
rules-play-two-pairs-cancel = Zwei Paare, die sich aufheben, heben den ganzen Stich auf.
rules-play-cancelled-trick = Ist jede Karte aufgehoben, die gewinnen könnte, ist der ganze Stich aufgehoben: Seine Karten bleiben in der Mitte liegen, derselbe Spieler spielt noch einmal aus, und wer den nächsten Stich macht, bekommt sie dazu.
rules-play-cancelled-last-trick-leader = Ein aufgehobener letzter Stich geht an den, der ihn ausgespielt hat.
rules-play-cancelled-last-trick-pair = Ein aufgehobener letzter Stich geht an den, der die zweite der beiden höchsten gleichen Karten gespielt hat.
rules-play-zero-of-clubs = Der Joker ist die Kreuz-Null: Wird er ausgespielt, muss Kreuz bedient werden, und er macht den Stich nur, wenn alle anderen Karten aufgehoben oder abgeworfen sind.
rules-play-later-wins = Von zwei gleichen Karten gewinnt die später gespielte.
rules-play-joker-any-time = Ein Joker ohne Farbe darf jederzeit gespielt werden, auch wenn man bedienen könnte; er gewinnt nie einen Stich.
rules-play-joker-unable-to-follow = Ein Joker ohne Farbe darf nur gespielt werden, wenn man nicht bedienen kann; er gewinnt nie einen Stich.
rules-play-joker-lead-called = Ein Joker darf ausgespielt werden: Wer ihn spielt, sagt dann die Farbe an, die zu bedienen ist.
rules-play-joker-lead-next-card = Ein Joker darf ausgespielt werden: Die nächste gespielte Karte bestimmt die Farbe, die zu bedienen ist.
rules-play-joker-no-lead = Ein Joker darf nicht ausgespielt werden.
rules-play-booster-nines = Eine Neun im Stich verlängert ihn um eine weitere Runde.

## Wertung

rules-score-each-heart = Jedes genommene Herz zählt { $points }.
rules-score-card = { $card }: { $points }.
rules-score-card-off = { $card }: { $points } Abzug.
rules-score-gong-zhu-ten = Plus ist gut, Minus ist schlecht. Die { $ten } verdoppelt die Punkte dessen, der sie nimmt, oder zählt +50, wenn er sonst keine Punktkarte nimmt.
rules-score-gong-zhu-hearts = Wer alle Herz nimmt, bekommt dafür stattdessen +200, und für das Schwein ({ $queen }) +100.
rules-score-complex = Die { $queen } zählt 13i (imaginär), und die { $ten } multipliziert die Punkte dessen, der sie nimmt, in dieser Runde mit 2i.
rules-score-royal = Die { $heart } verdoppelt die Herzpunkte dessen, der sie nimmt; die { $club } hebt die { $spade } auf, wenn ein Spieler beide nimmt.
rules-score-moon = Durchmarsch ({ $shooter ->
    [partnership] ein Paar nimmt
   *[player] ein Spieler nimmt
} { $needs ->
    [bonus] alle Punktkarten, auch die Bonuskarten
   *[penalty] alle Strafkarten
}): { $effect }.
rules-score-no-moon = Einen Durchmarsch gibt es nicht: Die Punkte zählen, wie sie genommen wurden.

## Was der Durchmarsch bewirkt, nach „Durchmarsch (…):“

rules-moon-add-to-others = jeder andere Spieler bekommt { $value }, er selbst nichts
rules-moon-subtract = er zieht { $value } von seinem Stand ab, die anderen bekommen nichts
rules-moon-shooter-chooses = er hat die Wahl: { $value } für jeden anderen Spieler oder { $value } weniger für sich selbst
rules-moon-new-if-old-would-lose = jeder andere Spieler bekommt { $value }, außer das Spiel wäre damit zu Ende und er hätte verloren: Dann zieht er stattdessen { $value } von seinem Stand ab
rules-moon-old-play-on = jeder andere Spieler bekommt { $value }; eine Runde mit Durchmarsch beendet das Spiel nie
rules-moon-choice-after-score = { $who ->
    [anyone] jeder andere Spieler bekommt { $value }; sobald irgendein Spieler { $score } erreicht hat, darf der Spieler mit dem Durchmarsch stattdessen { $value } von seinem eigenen Stand abziehen
   *[shooter] jeder andere Spieler bekommt { $value }; sobald er selbst { $score } erreicht hat, darf er stattdessen { $value } von seinem eigenen Stand abziehen
}
rules-moon-nobody-scores = niemand bekommt in dieser Runde Punkte
rules-moon-penalty-to-shooter = er selbst bekommt { $value }, sonst niemand etwas

## Die Sonne (alle Stiche machen)

rules-score-sun = Sonne (ein Spieler macht { $tricks ->
    [after-first] alle Stiche nach dem ersten
   *[all] alle Stiche
}): { $effect }.
rules-sun-clean-slate = sein Spielstand geht auf 0 zurück
rules-sun-punishment = wer ihm Karten weitergegeben hat, bekommt { $value }, jeder andere Spieler { $half }
rules-sun-others = jeder andere Spieler bekommt { $value }
rules-sun-as-moon = sie zählt wie ein Durchmarsch, aber mit { $value }
rules-score-moon-needs-sun = Wer alle Punktkarten nimmt, aber nicht alle Stiche macht, wird normal gewertet.
rules-score-big-moon = Wer zehn Runden hintereinander alle Punktkarten nimmt, schafft den großen Durchmarsch: Er fällt auf 0 zurück, und jeder andere Spieler bekommt { $points } Punkte.
rules-score-no-win-on-moon = Eine Runde mit Durchmarsch oder Sonne beendet das Spiel nie: Es folgt mindestens noch eine Runde.
rules-score-no-tricks = Wer in einer Runde keinen Stich macht, bekommt { $points } abgezogen.
rules-score-bonus-floor-deal = Eine Bonuskarte kann die Punkte einer Runde nicht unter null drücken.
rules-score-bonus-floor-game = Eine Bonuskarte kann einen Spielstand nicht unter null drücken.
rules-score-exact = Ein Stand von genau { $scores } { $effect ->
    [fifty] sinkt um 50
   *[reset] fällt auf 0 zurück
}.
rules-score-or = { $first } oder { $rest }
rules-score-floor = Kein Stand fällt unter null.
rules-score-sweepstake = Spielmarken: Jeder Spieler beginnt mit { $start } und zahlt für jeden genommenen Punkt eine in die Kasse; die Spieler ohne Punkte teilen sich die Kasse (ein Rest bleibt liegen), sonst wartet sie auf die nächste Runde.
rules-score-howell = Spielmarken: Jeder Spieler beginnt mit { $start }, zahlt { $pay } für jeden genommenen Punkt und bekommt dann { $collect } abzüglich seiner eigenen Punkte.
rules-score-pool = Chips: Jeder Spieler beginnt mit { $start } und setzt vor jeder Runde { $ante }; die Spieler ohne Herz teilen sich die Kasse; sie bleibt stehen, wenn keiner ohne Herz geblieben ist oder ein Spieler alle Herz genommen hat.
rules-score-lives = Jeder Spieler hat { $lives } Leben; eine Runde mit { $threshold } Punkten oder mehr kostet eins.
rules-score-partners-add = Spieler auf gegenüberliegenden Plätzen sind Partner und zählen ihre Punkte zusammen.
rules-score-partners-apart = Spieler auf gegenüberliegenden Plätzen sind Partner; jeder behält seinen eigenen Stand.
rules-score-money = Am Ende zahlt jeder Spieler { $amount } pro Punkt über dem Durchschnitt oder bekommt so viel pro Punkt darunter.

## Spielende: wann das Spiel endet und wer gewinnt

rules-end-gong-zhu = Das Spiel endet, wenn jemand −{ $target } erreicht; der höchste Stand gewinnt.
rules-end-complex = Der erste Spieler, dessen Stand den Betrag { $target } erreicht, verliert; der kleinste Betrag gewinnt.
rules-end-team-loses = Das Paar des Spielers, der als Erster { $target } erreicht, verliert (erreichen es Spieler beider Paare in derselben Runde, verliert der höhere Stand; bei Gleichstand entscheidet eine weitere Runde).
rules-end-team-scores = Das Spiel endet, wenn ein Paar zusammen { $target } erreicht; das Paar mit weniger Punkten gewinnt.
rules-end-reach = Das Spiel endet nach der Runde, in der jemand { $score } erreicht; der niedrigste Stand gewinnt, bei Gleichstand teilen sich die Besten den Sieg.
rules-end-lives = Das Spiel endet, wenn nur noch ein Spieler Leben hat (oder nach der letzten Runde): Es gewinnt der Letzte mit Leben, sonst der niedrigste Stand unter ihnen.
rules-end-pool = Das Spiel endet, wenn ein Spieler alle Chips hat oder einer nicht mehr setzen kann; wer die meisten Chips hat, gewinnt.
rules-end-counters = Das Spiel endet, wenn einem Spieler die Spielmarken ausgehen; wer die meisten hat, gewinnt.
rules-end-deals = Das Spiel endet spätestens nach { $deals } Runden.
rules-end-minutes = Das Spiel endet mit der Runde, die nach { $minutes } Minuten läuft.
rules-end-queen-taker-deals = Wer die { $queen } genommen hat, gibt als Nächster.

## Anmerkungen

rules-note-hearts-deal = Bei drei Spielern wird die { $diamond } herausgenommen, bei fünf die { $diamond } und die { $club }, wie in den Regeln des Kartenherstellers Bicycle. Bei sechs Spielern kommen zwei Joker dazu, und jeder bekommt neun Karten.
rules-note-foster-deal = Nach Foster selbst: Bei drei Spielern fällt die { $spade } weg, bei fünf beide schwarzen Zweier, bei sechs alle vier.
rules-note-culbertson-deal = Hausregel: Die Zweier nach Culbertson fallen in der Reihenfolge von Foster weg ({ $spade }, { $club }, { $diamond }, { $heart }).
rules-note-black-maria-spades = Die Werte der Pik-Karten und das Weitergeben nach rechts sind die übliche veröffentlichte Regel (Parlett).
rules-note-black-maria-deal = Bei drei Spielern wird die { $club } herausgenommen, bei fünf die { $club } und die { $diamond }, bei sechs alle vier Zweier (Parlett).
rules-note-royal = Hausregel: Die { $diamond } zählt −10, und die { $club } hebt die { $spade } auf, wenn ein Spieler beide nimmt.
rules-note-hooligan = Die { $seven } zählt 7. Manche spielen noch mit einem König und einer Zehn als Strafkarten; hier nicht.
rules-note-gong-zhu = In dieser Fassung verdoppelt die { $ten } die Punkte dessen, der sie nimmt, oder zählt allein +50; wer alle Herz nimmt, macht daraus +200 und aus dem Schwein +100; in der ersten Runde spielt aus, wer die { $two } hat, danach, wer das Schwein genommen hat.
rules-note-gong-zhu-exposing = Das Aufdecken von { $ace }, { $queen }, { $jack } oder { $ten } vor dem Spiel, um ihren Wert zu verdoppeln (eine veröffentlichte Option), wird hier nicht gespielt.
rules-note-likha = In dieser Fassung bekommt beim Durchmarsch der Spieler selbst die 37 Punkte, es werden drei Karten nach rechts weitergegeben, und die Likha-Regel gilt nur für einen Spieler mit beiden Likhas, nicht schon mit einer davon.
rules-note-complex = Es gewinnt der Spieler mit dem kleinsten Betrag (Hausregel: Die Quellen nennen nur den Verlierer).
rules-note-danger = Hausregel: Es gewinnt der letzte Spieler mit Leben oder der niedrigste Stand nach zehn Runden; wer zugleich sein letztes Leben verliert, wird nach dem Stand geordnet.
rules-note-cancellation-packs = Hausregeln: Bei drei Kartenspielen heben sich alle gleichen Karten auf; für einen Durchmarsch muss man jede Strafkarte aus allen Kartenspielen nehmen, und er zählt so viel wie sie alle zusammen.
rules-note-cancellation-passing = Weitergegeben wird höchstens ein Viertel des Blatts; die Hausregeln gehen da auseinander.
rules-note-cancellation-first-trick = Hausregel: Für den ersten Stich gelten die Regeln von { $game } (keine Strafkarten, kein Herz ausspielen); ein aufgehobener erster Stich wird nach denselben Regeln noch einmal gespielt.
rules-note-joker-hearts = Zwei Joker kommen dazu, und Zweier werden in der Reihenfolge von Morehead herausgenommen, damit die Karten aufgehen. Die Joker zählen nichts und dürfen nicht ausgespielt werden.
rules-note-small-hearts = Der Durchmarsch bringt jedem anderen Spieler 14 Punkte, auch wenn der { $jack } als Bonuskarte mitspielt.
rules-note-kitty = Hausregel: Enthält kein Stich ein Herz, geht der Stock mit dem letzten Stich.
rules-note-joker-trick = Hausregel: Ein Stich nur aus Jokern geht an den, der ihn ausgespielt hat.
rules-note-joker-lead-heart = Hausregel: Nach einem ausgespielten Joker darf die Karte, die die Farbe bestimmt, nur dann ein Herz sein, wenn Herz schon gebrochen ist, als wäre sie selbst ausgespielt.
rules-note-sun-punishment = Hausregel: In einer Runde ohne Weitergeben hat niemand dem Spieler mit der Sonne Karten gegeben, also bekommt jeder andere Spieler die halbe Sonne.
rules-note-variant = Variante ({ $variant }): { $explanation }.
rules-note-no-misdeals = Vergeben, eine falsche Kartenzahl, Ausspielen außer der Reihe und Nichtbedienen kann es hier nicht geben: Jeder bekommt gleich viele Karten, und spielen lassen sich nur erlaubte Karten.

### Die Begriffe unter den Regeln: das Wort und seine Bedeutung (.meaning).

glossary-trick = Stich
    .meaning = Je eine Karte von jedem Spieler reihum; die höchste Karte der ausgespielten Farbe nimmt sie alle.
glossary-void = Frei
    .meaning = Keine Karte einer Farbe haben („in Pik frei sein“): Dann darfst du jede Karte spielen, oft eine Strafkarte.
glossary-duck = Ducken
    .meaning = Unter der Karte bleiben, die den Stich gerade gewinnt, um ihn nicht zu machen.
glossary-counter = Punktkarte
    .meaning = Eine Karte, die zählt, wenn man sie nimmt: Herz, die Pik-Dame und in manchen Spielen der Karo-Bube oder die Karo-Zehn (als Bonus) oder andere.
glossary-moon = Durchmarsch
    .meaning = Alle Strafkarten einer Runde nehmen: Statt sie selbst anzuschreiben, gibt man die Punkte den Gegnern (oder zieht sie sich ab).
glossary-sun = Sonne
    .meaning = Alle Stiche einer Runde machen, für eine größere Belohnung als beim Durchmarsch, wo die Regeln sie kennen.
glossary-breaking-hearts = Herz brechen
    .meaning = Das erste Herz, das in einer Runde gespielt wird; bis dahin darf Herz in den meisten Spielen nicht ausgespielt werden.
glossary-bleeding-spades = Pik ziehen
    .meaning = Pik ausspielen, damit die Pik-Dame fällt, wer sie auch hat.
glossary-aardvark = Erdferkel
    .meaning = In { -game-cancellation } mit zwei Kartenspielen: die Pik-Dame ausspielen in der Hoffnung, dass die andere Pik-Dame auch fällt, sich beide aufheben und die 26 Punkte an den gehen, der den Stich macht.
glossary-carry-over = Übertrag
    .meaning = In { -game-cancellation } bleibt ein Stich, dessen gewinnende Karten sich alle aufheben, in der Mitte liegen und geht an den, der den nächsten Stich macht.
glossary-cancellation = Aufheben
    .meaning = Mit zwei oder drei Kartenspielen heben sich gleiche Karten im selben Stich auf: Keine von ihnen kann ihn gewinnen, aber sie zählen trotzdem, und wer den Stich macht, bekommt ihre Punkte.
glossary-kitty = Stock
    .meaning = Karten, die niemand bekommt, wenn das Kartenspiel nicht aufgeht; sie gehen an den Gewinner des ersten Stichs (oder je nach Regel eines anderen Stichs).
glossary-pledge = Ansage
    .meaning = Das Versprechen vor dem ersten Stich, in der Runde kein Herz zu nehmen, für eine Belohnung oder eine Strafe.

rules-summary = { $description }.
