### Die Dialoge über dem Tisch: Punkte, Regeln, neues Spiel, das Spiel eines Links,
### Statistik, Einstellungen und Tasten.

## Die Punkte nach jeder Runde

scores-caption = Punkte: { $ending }
scores-game-over = Spielende
scores-sheet = Punkteliste
scores-deal-title = Punkte der Runde { $number }
scores-you-shot-the-moon = Du hast den Durchmarsch geschafft!
scores-shot-the-moon = { $player } hat den Durchmarsch geschafft!
scores-title = Punkte
scores-this-deal = Diese Runde
scores-deal = Runde { $number }
scores-took-back = , mit Rücknahme gespielt
scores-place = Platz
scores-player = Spieler
scores-took = Genommen
scores-total = Gesamt
scores-tricks = { $n ->
        [one] { $n } Stich
       *[other] { $n } Stiche
    }
scores-took-nothing = nichts · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ Mit Rücknahme gespielt: „Rückgängig“ kann die Karten zeigen, die nach deiner gespielt wurden.
scores-older-note = Die Tabelle zeigt die letzten Runden; im Diagramm darunter stehen alle.
scores-step-through = Runde Schritt für Schritt ansehen
scores-next-hand = Nächste Runde
scores-choose-game = Neues Spiel …
scores-deal-again = Diese Runde noch einmal spielen
scores-challenge = Freunde herausfordern
scores-challenge-back = Herausforderung erwidern
scores-challenge-copied = Link kopiert. Schick ihn an Freunde: Sie spielen dieselben Karten gegen dieselben Computergegner und sehen dann dein Ergebnis neben ihrem.
scores-challenge-to-copy = Kopiere diesen Link und schicke ihn an Freunde: Sie spielen dieselben Karten gegen dieselben Computergegner und sehen dann dein Ergebnis neben ihrem.
scores-back-to-game = Zurück zu meinem Spiel

## Eine Runde gegen ein anderes Ergebnis: die Runde des Tages, eine Herausforderung, eine Runde noch einmal

versus-daily = Runde des Tages, { $date }
versus-friend = Eine Herausforderung an dich
versus-friend-game = Eine Herausforderung an dich: das ganze Spiel
versus-again = Diese Runde noch einmal
versus-you = Du
versus-expert = Der Experte auf deinem Platz
versus-working = wird berechnet …
versus-your-friend = Dein Herausforderer
versus-first-time = Beim ersten Mal
versus-better = { $points ->
        [one] Du warst { $points } Punkt besser.
       *[other] Du warst { $points } Punkte besser.
    }
versus-worse = { $points ->
        [one] { $points } Punkt Rückstand.
       *[other] { $points } Punkte Rückstand.
    }
versus-same = Gleiches Ergebnis.
versus-changed = Der Link dieser Herausforderung wurde verändert: Das Ergebnis passt nicht zu den Karten, deshalb wird sie als normale geteilte Runde gespielt.
versus-streak = { $days ->
        [one] { $days } Tag in Folge.
       *[other] { $days } Tage in Folge.
    }

## Das Diagramm unter der Punkteliste

scores-chart-end = Spielende bei { $score }
scores-chart-end-note = Das Spiel endet bei { $score }, außerhalb dieses Diagramms.
scores-chart-label = { $deals ->
        [1] Diagramm der Punkte nach der ersten Runde; die Zahlen stehen in der Tabelle
       *[other] Diagramm der Punkte nach jeder der { $deals } Runden; die Zahlen stehen in der Tabelle
    }

## Die Statistik der auf diesem Gerät beendeten Spiele

stats-title = Statistik
stats-games = Beendete Spiele
stats-won = Gewonnen
stats-deals = Runden
stats-points-per-deal = Punkte pro Runde
stats-moons = Durchmärsche
stats-best = Bestes Ergebnis
stats-take-backs = { " " }({ $count } mit Rücknahme)
stats-nothing-yet = Auf diesem Gerät wurde noch nichts gespielt: Die Statistik beginnt mit deiner ersten Runde.
stats-daily = Runde des Tages
stats-daily-played = Gespielte Tage
stats-daily-streak = Tage in Folge
stats-daily-average = { $you } (Experte { $expert })
stats-versus = Wiederholte Runden und Herausforderungen
stats-note = Nur in diesem Browser gespeichert. Eine Runde zählt, sobald sie gewertet ist, ein Spiel, sobald es zu Ende ist. Punkte sind deine pro Runde; „Bestes Ergebnis“ ist dein bester Endstand nach der Regel des jeweiligen Spiels. Eine Rücknahme ist ein „Rückgängig“. Die Runde des Tages, wiederholte Runden und Herausforderungen werden getrennt gezählt.

## Einstellungen und Tasten

settings-title = Einstellungen und Tasten
settings-table = Tisch
settings-speed = Tempo
settings-speed-label = Spieltempo
settings-theme = Design
settings-four-colour = Vierfarbiges Blatt (Karo blau, Kreuz grün)
settings-large-cards = Große Karten
settings-pause-after-trick = Nach jedem Stich auf „Nächster Stich“ warten
settings-auto-play = Meine einzige spielbare Karte automatisch spielen
settings-no-take-backs = Keine Rücknahmen (kein „Rückgängig“)
settings-undo-note = Ein „Rückgängig“ nach einem Stich hat dir die Karten der anderen gezeigt: Eine Runde damit wird in Punkten und Statistik markiert.
settings-practice = Übungshilfen
settings-card-tracker = Kartenzähler: welche Karten gespielt und welche noch im Spiel sind
settings-play-checker = Nachfragen vor einer Karte, die der Experte für deutlich schlechter hält
settings-sound = Ton
settings-sounds = Töne für Karten, Stiche und deinen Zug
settings-volume = Lautstärke
settings-keys = Tasten

## Die Tasten

keys-move-keys = { $arrows }, { $home }, { $end }
keys-move = Zwischen den Karten wechseln, die du wählen kannst
keys-either = { $first } oder { $second }
keys-choose = Karte spielen oder zum Weitergeben auswählen
keys-pass = Ausgewählte Karten weitergeben
keys-undo = Deine letzte Karte zurücknehmen
keys-hint = Tipp
keys-next-trick = Nächster Stich, wenn der Tisch nach jedem Stich wartet
keys-scores = Punkteliste
keys-statistics = Statistik
keys-rules = Spielregeln
keys-new-game = Neues Spiel
keys-settings = Einstellungen und Tasten
keys-close = Fenster schließen

## Neues Spiel

dialog-game = Spiel
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = Spieler
dialog-play-to = Spielen bis
dialog-target-help = Leer: wie im Spiel vorgesehen ({ $score })
dialog-variants = Varianten
dialog-no-variants = { $game } für { $players } Spieler hat keine Varianten.
dialog-not-now = { $line }. Jetzt nicht: { $why }
dialog-rule-options = Regeloptionen: { $count } einstellbar
dialog-rule-options-changed = Regeloptionen: { $changed } von { $count } geändert
dialog-opponents = Gegner
dialog-levels-label = Stärke der Gegner
dialog-one-level = Eine Stufe für alle
dialog-each-own = Je Platz eine eigene
dialog-level-label = Stufe
dialog-end-game = Laufendes Spiel beenden?
dialog-end-game-detail = Seine Karten und Punkte sind dann weg, und ein nicht beendetes Spiel zählt nicht in der Statistik.
dialog-keep-playing = Weiterspielen
dialog-end-and-start = Beenden und starten
dialog-cancel = Abbrechen
dialog-start = Starten

## Ein Link zu einem anderen Spiel, während ein Spiel läuft

dialog-link-keep = Mein Spiel behalten
dialog-link-gives = Dieser Link startet ein neues Spiel: { $game } für { $players } Spieler.
dialog-link-gives-from = Dieser Link startet ein neues Spiel: { $game } für { $players } Spieler, ab Runde { $deal }.
dialog-link-now = Dein Spiel { $game } steht in Runde { $deal }. Startest du das Spiel aus dem Link, ist es zu Ende, und ein nicht beendetes Spiel zählt nicht in der Statistik.

## Die Designs in den Einstellungen

settings-theme-system = Wie im System
settings-theme-light = Hell
settings-theme-dark = Dunkel

## Fairness: was die Computergegner sehen, was die Stufen ändern, wie eine Runde noch einmal gegeben wird

fair-play-title = Fairness
fair-play-intro = Die Computergegner spielen nach denselben Regeln wie du und sehen, was du siehst.
fair-play-sees-head = Was ein Computergegner sieht
fair-play-sees = Sein eigenes Blatt und das, was alle am Tisch sehen: die gespielten Karten, die gemachten Stiche, die Farben, die ein Spieler schon nicht bedienen konnte. So wie du kennt er die Karten, die er weitergegeben und bekommen hat, und den Stock, wenn er ihn bekommen hat und ihn nach den Regeln ansehen darf. Das Blatt eines anderen Spielers oder die Karten, die noch kommen, sieht er nie.
fair-play-hint = Auch der Tipp und der Rückblick sehen nur, was du von deinem Platz aus siehst: Die verdeckten Karten müssen sie erraten, wie jeder Spieler.
fair-play-levels-head = Was eine Stufe ändert
fair-play-levels = Wie gut ein Computergegner spielt, nie seine Karten. Auf der Stufe Anfänger spielt er irgendeine erlaubte Karte; auf Leicht und Normal spielt er nach Faustregeln, wie Spieler sie anwenden; auf Schwer und Experte verteilt er die verdeckten Karten auf viele Arten, wie sie liegen könnten, und spielt jede Verteilung durch.
fair-play-deal-head = Wie die Karten gegeben werden
fair-play-deal = Jedes Spiel wird anhand einer Zahl gegeben, seines Startwerts. Gleiches Spiel, gleicher Startwert und gleiche Runde ergeben immer dieselben Karten, egal wer sie spielt und auf welcher Stufe. „Diese Runde teilen“ im Menü erzeugt einen Link, der diese Karten überall noch einmal gibt.
fair-play-all-hands = Nach jeder Runde findest du unter den Punkten „Alle Blätter zeigen“: Dort siehst du jedes Blatt, wie es gegeben wurde, und was jeder Spieler an wen weitergegeben hat.
fair-play-this-game = Dieses Spiel: { $game }, Startwert { $seed }, Runde { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = Alle Blätter zeigen
hands-note = Jedes { -hand }, wie es gegeben wurde, vor dem Weitergeben, und was jeder Spieler weitergegeben hat.
hands-passed-to = an { $player } weitergegeben
hands-passed-to-you = an dich weitergegeben
hands-kitty = { -kitty }
