### Was der Tisch sagt: die Zeile unter dem Blatt, was ein Screenreader bei jeder Karte sagt
### (auch die Statuszeile), die Worte neben einem fertigen Stich, das Spielende, der Rückblick
### und die Meldungen zu einem Link, einem gespeicherten Spiel oder einer Datei.
###
### Karten im Satz stehen ohne Artikel, wie am Kartentisch („Spiel Pik-Dame“, „mit D♠“).

## Sätze hintereinander

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }, { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## Wohin die Karten einer Runde gehen (in anderen Sätzen)

table-direction-hold = ohne Weitergeben
table-direction-left = nach links
table-direction-right = nach rechts
table-direction-across = nach gegenüber
table-direction-seats = { $seats } Plätze nach links
table-direction-star = je eine an die beiden Spieler gegenüber
table-direction-scatter = je eine an jeden anderen Spieler
table-direction-mixer = zum Mischen in die Mitte

## Die Zeile unter dem Blatt: was jetzt zu tun ist

table-prompt-past = Runde { $deal }, wie du sie gespielt hast
table-prompt-choose-pass = Du gibst: Leg fest, wie in dieser Runde weitergegeben wird
table-prompt-pledge = Ansagen, in dieser Runde kein Herz zu nehmen? Hältst du es, werden dir { $points } Punkte abgezogen; wenn nicht, kommen { $points } dazu
table-prompt-call-suit = Du hast den Joker ausgespielt: Sag die Farbe an, die die anderen bedienen müssen
table-prompt-choose-moon = Durchmarsch geschafft! Wähl, wie er zählt
table-prompt-play-any = Du bist dran: Spiel eine beliebige Karte
table-prompt-play-why = Du bist dran. { $why }
table-prompt-pass-to = { $count ->
    [one] Wähl eine Karte, die du { $direction } an { $player } weitergibst ({ $chosen } gewählt)
   *[other] Wähl { $count } Karten, die du { $direction } an { $player } weitergibst ({ $chosen } gewählt)
}
table-prompt-pass = { $count ->
    [one] Wähl eine Karte, die du { $direction } weitergibst ({ $chosen } gewählt)
   *[other] Wähl { $count } Karten, die du { $direction } weitergibst ({ $chosen } gewählt)
}
table-prompt-pass-each-next = Wähl { $count } Karten zum Weitergeben, { $direction } ({ $chosen } gewählt): Die nächste Karte, die du wählst, bekommt { $player }
table-prompt-pass-each = Wähl { $count } Karten zum Weitergeben, { $direction } ({ $chosen } gewählt)
table-prompt-game-over = Spiel vorbei. { $result }
table-prompt-thinking = { $player } überlegt …

## Der Rückblick auf eine Runde, in der Punkteliste danach

table-review-reviewing = Rückblick: Der Experte spielt deine Karten …
table-review-done = An deiner Stelle hätte der Experte { $expert } genommen (du: { $you }). { $summary }
table-review-nothing = {""}
table-review-same = Er hätte jedes Mal genauso gespielt wie du.
table-review-as-good = Anders gespielt hätte er nur dort, wo beides etwa gleich gut war:
table-review-as-good-went-otherwise = Anders gespielt hätte er nur dort, wo beides etwa gleich gut war, aber von der ersten dieser Stellen an lief die Runde anders:
table-review-differently = Hier hätte er anders gespielt:
table-review-biggest = Er hätte { $times }-mal anders gespielt; hier die wichtigsten Stellen:
table-review-failed = Diesmal kein Rückblick: { $why }
table-review-moment = { $decision }; { $expert }

## Eine deiner Entscheidungen, wie der Rückblick sie aufzählt

table-decision-played = { $trick ->
    [0] Weitergeben
   *[other] Stich { $trick }
}: Du hast { $card } gespielt
table-decision-passed = { $trick ->
    [0] Weitergeben
   *[other] Stich { $trick }
}: Du hast { $cards } weitergegeben
table-decision-called = { $trick ->
    [0] Weitergeben
   *[other] Stich { $trick }
}: Du hast { $suit } angesagt
table-decision-other = { $trick ->
    [0] Weitergeben
   *[other] Stich { $trick }
}: Du hast gespielt
table-expert-agrees = Der Experte sieht es genauso
table-expert-as-good = Experte: { $choice }, etwa gleich gut
table-expert-better = Experte: { $choice } (etwa { $points } Punkte besser)
table-choice-play = { $card }
table-choice-pass = { $cards }
table-choice-call = { $suit }
table-choice-other = {""}
table-hint-weighing = Deine Karten werden damit verglichen …
table-past-failed = Diese Runde lässt sich nicht zeigen: { $why }

## Die Worte neben einem fertigen Stich

table-pairs-three = drei { $card }
table-pairs-one = Paar { $card }
table-pairs-many = Paare { $cards }
table-trick-cancelled = { $pairs ->
    [table-pairs-one] Das { $pairs } hebt sich auf
   *[other] Die { $pairs } heben sich auf
}: Niemand bekommt den Stich, seine Karten gehen an den, der den nächsten macht.
table-trick-cancelled-points = { $pairs ->
    [table-pairs-one] Das { $pairs } hebt sich auf
   *[other] Die { $pairs } heben sich auf
}: Niemand bekommt den Stich, seine Karten ({ $points }) gehen an den, der den nächsten macht.
table-trick-you-with = Du machst den Stich mit { $card }: { $taken }.
table-trick-you = Du machst den Stich: { $taken }.
table-trick-other-with = { $player } macht den Stich mit { $card }: { $taken }.
table-trick-other = { $player } macht den Stich: { $taken }.
table-trick-cancelled-count = { $pairs ->
    [table-pairs-one] Das aufgehobene { $pairs } zählt
   *[other] Die aufgehobenen { $pairs } zählen
} trotzdem mit.
table-taken-none = keine Punkte
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = du, { $points }
table-last-other = { $player }, { $points }
table-last-carried = übertragen
table-words = { $taken } – { $plays }
table-words-you = von dir genommen
table-words-you-points = von dir genommen, mit { $points }
table-words-other = von { $player } genommen
table-words-other-points = von { $player } genommen, mit { $points }
table-words-carried = aufgehoben, an den nächsten Stich übertragen
table-play = { $player }: { $name }
table-play-cancelled = { $player }: { $name } (aufgehoben)
table-happened-you-with = Du hast den Stich mit { $card } gemacht: { $taken }.
table-happened-you = Du hast den Stich gemacht: { $taken }.
table-happened-other-with = { $player } hat den Stich mit { $card } gemacht: { $taken }.
table-happened-other = { $player } hat den Stich gemacht: { $taken }.
table-happened-nobody = Niemand hat den Stich bekommen: Jede Karte, die ihn hätte gewinnen können, war aufgehoben, und seine Karten gingen an den nächsten Stich.
table-happened-luck = Diesmal hast du mit { $card } { $points } genommen; im Schnitt der vermuteten Verteilungen wären es etwa { $sign ->
    [minus] −
   *[plus] {""}
}{ $average } gewesen.

## Was der Screenreader im Spiel sagt (auch die Statuszeile)

table-deal-hold = Runde { $deal }: diesmal kein Weitergeben
table-deal-pass = Runde { $deal }: Wähl { $count } Karten, die du { $direction } weitergibst
table-passed-to = Du hast { $cards } an { $player } weitergegeben
table-passed = Du hast { $cards } weitergegeben
table-received = Du hast { $cards } bekommen
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = nichts
table-you-lead = Du spielst aus
table-other-leads = { $player } spielt aus
table-received-lead = Du hast { $cards } bekommen. { $lead }
table-you-played = Du spielst { $name }
table-other-played = { $player } spielt { $name }
table-hearts-broken = { $before }. Herz ist gebrochen
table-you-take = Du machst den Stich
table-you-take-points = Du machst den Stich: { $points }
table-other-takes = { $player } macht den Stich
table-other-takes-points = { $player } macht den Stich: { $points }
table-you-shot = Du hast den Durchmarsch geschafft!
table-other-shot = { $player } hat den Durchmarsch geschafft
table-deal-over = Runde { $deal } ist vorbei
table-cards-cancel = Die { $copies ->
    [2] beiden
    [3] drei
   *[other] gleichen
} { $cards } heben sich auf
table-plural = { $card ->
    [two] { $suit }-Zweier
    [three] { $suit }-Dreier
    [four] { $suit }-Vierer
    [five] { $suit }-Fünfer
    [six] { $suit }-Sechser
    [seven] { $suit }-Siebener
    [eight] { $suit }-Achter
    [nine] { $suit }-Neuner
    [ten] { $suit }-Zehner
    [jack] { $suit }-Buben
    [queen] { $suit }-Damen
    [king] { $suit }-Könige
   *[ace] { $suit }-Asse
}
table-plural-zero = { $suit }-Nullen (Joker)
table-plural-joker = Joker
table-trick-carried = Jede Karte, die gewinnen konnte, ist aufgehoben: Die { $count } Karten bleiben in der Mitte liegen und gehen an den, der den nächsten Stich macht; { $player ->
    [name-you] du spielst
   *[other] { $player } spielt
} noch einmal aus
table-suit-called = { $player ->
    [name-you] Du sagst { $suit } an
   *[other] { $player } sagt { $suit } an
}
table-you-kitty = Du bekommst den Stock ({ $cards })
table-other-kitty = { $player } bekommt den Stock ({ $cards })
table-you-pledge = Du sagst an, kein Herz zu nehmen
table-other-pledges = { $player } sagt an, kein Herz zu nehmen
table-you-choose-hold = Du bestimmst: In dieser Runde wird nicht weitergegeben
table-dealer-chooses-hold = Der Geber bestimmt: In dieser Runde wird nicht weitergegeben
table-you-choose-pass = Du bestimmst: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} { $direction } weitergeben
table-dealer-chooses-pass = Der Geber bestimmt: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} { $direction } weitergeben

## Das Spielende

table-you-win = Du gewinnst!
table-other-wins = { $player } gewinnt
table-share-win = { $players } teilen sich den Sieg
table-you-share-win = Du teilst dir den Sieg mit { $players }
table-you-share-place = Du teilst dir den { $place } Platz von { $players }. { $winners }
table-you-finished = Du belegst den { $place } Platz von { $players }. { $winners }
table-ordinal = { $n }.
table-pass-words = { $direction } weitergeben
table-share = Runde { $deal } mit denselben Karten
table-share-pass = Runde { $deal } mit denselben Karten ({ $pass })

## Was der Tisch auf deine Aktionen antwortet

table-no-new-game = Kein neues Spiel: { $why }
table-claim-you = Du beanspruchst den Rest: Egal, wie gespielt wird, diese Runde bringt dir { $points }.
table-claim-other = { $player } beansprucht den Rest und deckt auf: { $cards }. Egal, wie gespielt wird, diese Runde bringt dir { $points }.
table-only-card = Deine einzige Karte: { $name }
table-chosen-already = Du hast schon { $count } Karten gewählt: Leg erst eine zurück
table-too-many = Zu viele Karten zum Weitergeben
table-is-playing = { $player } ist am Zug
table-others-passing = Die anderen geben noch weiter
table-wait = Warte, bis du dran bist
table-no-take-backs = „Keine Rücknahmen“ ist an (in den Einstellungen): Gespielt ist gespielt
table-taken-back = Deine letzte Karte ist zurückgenommen: Spiel noch einmal. Die Runde wird als „mit Rücknahme gespielt“ markiert
table-cannot-undo = Rückgängig geht nicht: { $why }
table-loaded = Spiel geladen: { $game }, Runde { $deal }
table-cannot-load = Dieses Spiel lässt sich nicht laden: { $why }
table-speed-relaxed = Gemütlich
table-speed-normal = Normal
table-speed-fast = Schnell
table-speed-instant = Sofort

## Eine Aktion in Worten, für den Tipp („Tipp: Spiel Pik-Dame.“)

table-action-play = Spiel { $name }
table-action-pass = Gib { $cards } weiter
table-action-pass-nothing = Gib nichts weiter
table-action-choose-hold = Wähl „kein Weitergeben“
table-action-choose-pass = Wähl: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} { $direction } weitergeben
table-action-pledge = Sag an, kein Herz zu nehmen
table-action-no-pledge = Sag nichts an
table-action-call = Sag { $suit } an
table-action-moon = Wähl { $choice } ({ $effect })

## Warum die Computergegner nicht geantwortet haben

table-worker-review = der Rückblick braucht den Hintergrundprozess
table-worker-bench = die Zeitmessung braucht den Hintergrundprozess
table-worker-timed-out = Der Rückblick ist nicht rechtzeitig fertig geworden
table-worker-no-game = kein Spiel namens { $game }
table-worker-refused = { $why }

## Eine Angabe im Link, die nicht ging, und was stattdessen gespielt wird

address-game-nearest = „{ $name }“ in game= ist hier kein Spiel: Gespielt wird { $nearest }, der ähnlichste Name. „Neues Spiel“ zeigt alle Spiele.
address-game-none = „{ $name }“ in game= ist hier kein Spiel, darum wurde das Spiel aus dem Link nicht gegeben. „Neues Spiel“ (oben in der Leiste) zeigt alle Spiele.
address-players-range = { $game } ist { $for_players }, nicht für { $asked }: Gegeben wird für { $dealt }.
address-players-text = „{ $text }“ in players= ist keine Zahl: { $game } wird für { $dealt } gegeben.
address-no-variant = „{ $id }“ in variants= ist keine Variante und wurde weggelassen. { $variants }
address-variants-none = { $game } für { $players } Spieler hat keine Varianten.
address-variants-one = { $game } für { $players } Spieler hat eine: { $variant }.
address-variants-many = { $game } für { $players } Spieler hat { $variants }.
address-variant-left-out = Weggelassen: { $why }.
address-no-option = „{ $id }“ in options= ist keine Regeloption und wurde weggelassen. „Neues Spiel“ zeigt die Optionen jedes Spiels.
address-option-left-out = Aus options= weggelassen: { $why }.
address-options-no-game = Die gewählten Optionen ergeben kein Spiel ({ $why }): Gespielt wird nach den Regeln des Spiels selbst.
address-no-target = „{ $text }“ in target= ist keine Punktegrenze: Gespielt wird bis zur Punktegrenze des Spiels.
address-no-level = „{ $name }“ in { $param }= ist keine Stufe. Die Stufen heißen { $levels }. Die Gegner spielen auf deinen gespeicherten Stufen.
address-level-count = levels= nennt { $named } { $named ->
    [one] Stufe
   *[other] Stufen
}, aber es gibt { $opponents } Gegner: Gib eine Stufe pro Gegner an, durch Kommas getrennt. Die Gegner spielen auf deinen gespeicherten Stufen.
address-not-deal = „{ $text }“ in deal= ist keine Runde (1, 2, …): Gegeben wird die erste Runde des Spiels.
address-not-seat = „{ $text }“ in { $param }= ist keine Platznummer (1, 2, …): Gegeben wird die erste Runde des Spiels.
address-no-dealer = „{ $seat }“ in dealer= ist kein Platz an diesem Tisch mit { $players } Spielern: Gegeben wird die erste Runde des Spiels.
address-no-queen-taker = „{ $seat }“ in queen= ist kein Platz an diesem Tisch mit { $players } Spielern: Gegeben wird die erste Runde des Spiels.
address-deal-left-out = Fehler im Link ({ $why }): Gegeben wird die erste Runde des Spiels.
address-seed = „{ $text }“ in seed= ist keine Zahl: Die Karten werden neu gemischt.
address-fallback = { $why }: Stattdessen wird { -game-black-lady } zu viert gespielt.

## Ein gespeichertes Spiel, das sich nicht fortsetzen ließ, oder eine Datei, die kein Spiel ist

save-not-resumed = Das gespeicherte Spiel ließ sich nicht fortsetzen: { $why }. Es wird neu gegeben; der alte Spielstand bleibt erhalten ({ $key }), zum Herunterladen und Laden in einer Version, die ihn lesen kann.
save-not-resumed-newer = Das gespeicherte Spiel ließ sich nicht fortsetzen: { $why }. Es wird neu gegeben; der alte Spielstand bleibt erhalten ({ $key }).
save-cut-short = die Daten brechen vorzeitig ab (das Ende fehlt, als wären sie nicht fertig geschrieben worden)
save-not-a-save = das ist kein gespeichertes Spiel ({ $message })
save-no-version = das ist kein gespeichertes Spiel (ohne Versionsangabe)
save-newer = es stammt von einer neueren Version von Moonshot (Speicherformat { $version }; diese liest bis { $readable }): Lade die Seite neu, um die neue Version zu bekommen
save-damaged = die Daten sind beschädigt ({ $message })
save-does-not-replay = { $why }
save-not-a-game = Diese Datei ist kein Moonshot-Spiel: { $why }

## Der Stand eines Platzes, neben dem Namen

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips ->
    [one] { $chips } Chip
    [-1] { $chips } Chip
   *[other] { $chips } Chips
}
standing-lives = { $lives } Leben · { $points }
