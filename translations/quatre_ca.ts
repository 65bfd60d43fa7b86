<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca">
<context>
    <name>Cli</name>
    <message>
        <source>quatre-cli: unknown command &apos;%1&apos; (try --help)</source>
        <translation>quatre-cli: ordre desconeguda «%1» (proveu --help)</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 ha de ser un nombre enter entre %2 i %3, no «%4»</translation>
    </message>
    <message>
        <source>Plays games between two AI levels. Prints one line per game, &apos;&lt;moves&gt; &lt;result&gt;&apos; with the result from p1&apos;s view (1-0, 0-1 or draw), then &apos;p1 &lt;wins&gt; p2 &lt;wins&gt; draws &lt;n&gt;&apos;.</source>
        <translation>Juga partides entre dos nivells d&apos;IA. Mostra una línia per partida, «&lt;jugades&gt; &lt;resultat&gt;», amb el resultat des del punt de vista de p1 (1-0, 0-1 o draw), i al final «p1 &lt;victòries&gt; p2 &lt;victòries&gt; draws &lt;n&gt;».</translation>
    </message>
    <message>
        <source>The level of player 1.</source>
        <translation>El nivell del jugador 1.</translation>
    </message>
    <message>
        <source>The level of player 2.</source>
        <translation>El nivell del jugador 2.</translation>
    </message>
    <message>
        <source>How many games, 1 to 100000.</source>
        <translation>Quantes partides, d&apos;1 a 100000.</translation>
    </message>
    <message>
        <source>The seed of every random choice, so a match replays exactly.</source>
        <translation>La llavor de totes les eleccions aleatòries, perquè l&apos;enfrontament es pugui reproduir exactament.</translation>
    </message>
    <message>
        <source>Swap who moves first after every game.</source>
        <translation>Alterna qui comença després de cada partida.</translation>
    </message>
    <message>
        <source>Random plies played before the AIs take over (0 to 8), so deterministic levels do not repeat one game; with --alternate each opening is played once from each side.</source>
        <translation>Mitges jugades aleatòries abans que les IA prenguin el control (de 0 a 8), perquè els nivells deterministes no repeteixin sempre la mateixa partida; amb --alternate, cada obertura es juga una vegada des de cada costat.</translation>
    </message>
    <message>
        <source>match takes no positional argument, got &apos;%1&apos;</source>
        <translation>match no admet arguments posicionals; s&apos;ha rebut «%1»</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--seed ha de ser un nombre enter entre 0 i 18446744073709551615, no «%1»</translation>
    </message>
    <message>
        <source>level %1 is not available for %2</source>
        <translation>el nivell %1 no està disponible per a %2</translation>
    </message>
    <message>
        <source>Prints the move the chosen level plays in the position reached by &lt;moves&gt; (none: the empty board).</source>
        <translation>Mostra la jugada que fa el nivell triat en la posició a què s&apos;arriba amb &lt;moves&gt; (si no n&apos;hi ha: el tauler buit).</translation>
    </message>
    <message>
        <source>The AI level.</source>
        <translation>El nivell d&apos;IA.</translation>
    </message>
    <message>
        <source>bad position &apos;%1&apos;: %2</source>
        <translation>posició incorrecta «%1»: %2</translation>
    </message>
    <message>
        <source>the game is already over in &apos;%1&apos;</source>
        <translation>la partida ja s&apos;ha acabat a «%1»</translation>
    </message>
    <message>
        <source>The seed of the random positions.</source>
        <translation>La llavor de les posicions aleatòries.</translation>
    </message>
    <message>
        <source>The moves played so far: 4453 for Connect Four, d4e5 for 4Mation, &quot;DTRH a1LSQF&quot; for Quarto.</source>
        <translation>Les jugades fetes fins ara: 4453 per al Quatre en ratlla, d4e5 per al 4Mation, &quot;DTRH a1LSQF&quot; per al Quarto.</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>no es pot llegir %1</translation>
    </message>
    <message>
        <source>%1: bad line &apos;%2&apos;</source>
        <translation>%1: línia incorrecta «%2»</translation>
    </message>
    <message>
        <source>With --solver: at most this many positions of each set, 1 to 1000.</source>
        <translation>Amb --solver: nombre màxim de posicions de cada conjunt, d&apos;1 a 1000.</translation>
    </message>
    <message>
        <source>Print only who wins: 1, 0 (draw) or -1.</source>
        <translation>Mostra només qui guanya: 1, 0 (empat) o -1.</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partida ja s&apos;ha acabat</translation>
    </message>
    <message>
        <source>quatre-cli solve: line %1: %2</source>
        <translation>quatre-cli solve: línia %1: %2</translation>
    </message>
    <message>
        <source>AI Strategies:</source>
        <translation>Estratègies de la IA:</translation>
    </message>
    <message>
        <source>Choose strategy: </source>
        <translation>Trieu l&apos;estratègia: </translation>
    </message>
    <message>
        <source>Difficulty (recommended 4 or 5) = </source>
        <translation>Dificultat (es recomana 4 o 5) = </translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation>EMPAT!</translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation>Victòria!!! Ben jugat</translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation>S&apos;HA ACABAT! - Heu perdut!</translation>
    </message>
    <message>
        <source>End of input: the game is abandoned.</source>
        <translation>Fi de l&apos;entrada: s&apos;abandona la partida.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>El vostre torn</translation>
    </message>
    <message>
        <source>AI turn</source>
        <translation>Torn de la IA</translation>
    </message>
    <message>
        <source>thinking...</source>
        <translation>pensant...</translation>
    </message>
    <message>
        <source>Plays a game in the terminal against an AI level. What the options do not say (board size, level) is asked. Type a column (Connect Four), a cell such as d4 (4Mation), or a square and a piece code (Quarto); end the input (Ctrl-D) to quit.</source>
        <translation>Juga una partida al terminal contra un nivell d&apos;IA. Es pregunta tot el que no indiquin les opcions (mida del tauler, nivell). Escriviu una columna (Quatre en ratlla), una casella com ara d4 (4Mation) o una casella i un codi de peça (Quarto); tanqueu l&apos;entrada (Ctrl-D) per a sortir.</translation>
    </message>
    <message>
        <source>The AI level (asked if not given).</source>
        <translation>El nivell d&apos;IA (es pregunta si no s&apos;indica).</translation>
    </message>
    <message>
        <source>Who moves first: human or ai.</source>
        <translation>Qui comença: human o ai.</translation>
    </message>
    <message>
        <source>The seed of the AI&apos;s random choices, so a game replays (default: a new one each game).</source>
        <translation>La llavor de les eleccions aleatòries de la IA, perquè una partida es pugui reproduir (per defecte: una de nova a cada partida).</translation>
    </message>
    <message>
        <source>play takes no positional argument, got &apos;%1&apos;</source>
        <translation>play no admet arguments posicionals; s&apos;ha rebut «%1»</translation>
    </message>
    <message>
        <source>--first must be human or ai, not &apos;%1&apos;</source>
        <translation>--first ha de ser human o ai, no «%1»</translation>
    </message>
    <message>
        <source>¡New Game!</source>
        <translation>Partida nova!</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Mida del tauler:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>«%1» no és un nombre enter entre %2 i %3</translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation>No vàlid: %1</translation>
    </message>
    <message>
        <source>Positions (or cancellations) per measurement, 1 to 1000 (default 20); with --solver, how many times every set is measured, medians reported (default 1).</source>
        <translation>Posicions (o cancel·lacions) per mesura, d&apos;1 a 1000 (per defecte 20); amb --solver, quantes vegades es mesura cada conjunt, i se&apos;n mostren les medianes (per defecte 1).</translation>
    </message>
    <message>
        <source>With --window: how many seconds each match-up is watched, 2 to 600.</source>
        <translation>Amb --window: quants segons s&apos;observa cada enfrontament, de 2 a 600.</translation>
    </message>
    <message>
        <source>unknown set &apos;%1&apos;</source>
        <translation>conjunt desconegut «%1»</translation>
    </message>
    <message>
        <source>--window needs the window system, which was not started</source>
        <translation>--window necessita el sistema de finestres, que no s&apos;ha iniciat</translation>
    </message>
    <message>
        <source>With --perfect: games a seat against each opponent, 1 to 100.</source>
        <translation>Amb --perfect: partides des de cada costat contra cada adversari, d&apos;1 a 100.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no es pot llegir %1: %2</translation>
    </message>
    <message>
        <source>Cover the positions with at most this many plies played.</source>
        <translation>Inclou les posicions amb com a màxim aquest nombre de jugades fetes.</translation>
    </message>
    <message>
        <source>The lines of the first player, the second, or both.</source>
        <translation>Les línies del primer jugador, del segon o de tots dos.</translation>
    </message>
    <message>
        <source>The log of solved positions: read first, then appended to. May be given several times; new positions go to the first.</source>
        <translation>El registre de posicions resoltes: primer es llegeix i després s&apos;hi afegeixen les noves. Es pot indicar diverses vegades; les posicions noves van al primer.</translation>
    </message>
    <message>
        <source>Write the book to this file.</source>
        <translation>Escriu el llibre en aquest fitxer.</translation>
    </message>
    <message>
        <source>Verify this book: every position of the walk is in it, and every entry after --check-from plies agrees with the solver.</source>
        <translation>Verifica aquest llibre: hi ha de ser cada posició del recorregut, i cada entrada a partir de --check-from jugades ha de coincidir amb el resolutor.</translation>
    </message>
    <message>
        <source>With --check: solve the entries with at least this many plies played.</source>
        <translation>Amb --check: resol les entrades que tenen com a mínim aquest nombre de jugades fetes.</translation>
    </message>
    <message>
        <source>--side must be first, second or both, not &apos;%1&apos;</source>
        <translation>--side ha de ser first, second o both, no «%1»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 entries, %2 plies; %3 positions of the walk missing; %4 checked against the solver, %5 wrong</source>
        <translation>%1 entrades, %2 jugades; falten %3 posicions del recorregut; %4 comprovades amb el resolutor, %5 incorrectes</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no es pot escriure %1: %2</translation>
    </message>
    <message>
        <source>%1 positions: %2 from the logs, %3 solved in %4 s</source>
        <translation>%1 posicions: %2 dels registres, %3 resoltes en %4 s</translation>
    </message>
    <message>
        <source>%1 line %2 is not &apos;&lt;moves&gt; &lt;move&gt; &lt;score&gt;&apos;</source>
        <translation>%1: la línia %2 no és «&lt;moves&gt; &lt;move&gt; &lt;score&gt;»</translation>
    </message>
    <message>
        <source>%1 is a book for another board or rule</source>
        <translation>%1 és un llibre per a un altre tauler o una altra regla</translation>
    </message>
    <message>
        <source>The solver&apos;s table holds 2^N positions (N from 16 to 30).</source>
        <translation>La taula del resolutor conté 2^N posicions (N de 16 a 30).</translation>
    </message>
    <message>
        <source>With --all-plies: solve only share K of N of the deepest ply (one run per core, each with its own log), and write no book. A run without --part, given every log, then completes the book.</source>
        <translation>Amb --all-plies: resol només la part K de N de la jugada més profunda (una execució per nucli, cadascuna amb el seu registre) i no escriu cap llibre. Després, una execució sense --part, amb tots els registres, completa el llibre.</translation>
    </message>
    <message>
        <source>a run with --part makes no book: leave out --output and --check</source>
        <translation>una execució amb --part no fa cap llibre: traieu --output i --check</translation>
    </message>
    <message>
        <source>--part must be K/N with 1 &lt;= K &lt;= N and 2 &lt;= N &lt;= 64, not &apos;%1&apos;</source>
        <translation>--part ha de ser K/N amb 1 &lt;= K &lt;= N i 2 &lt;= N &lt;= 64, no «%1»</translation>
    </message>
    <message>
        <source>--part shares the deepest ply of --all-plies, which must then be at least 1</source>
        <translation>--part reparteix la jugada més profunda de --all-plies, que llavors ha de ser com a mínim 1</translation>
    </message>
    <message>
        <source>a run with --part keeps its results only in its log: give --log</source>
        <translation>una execució amb --part només desa els resultats al seu registre: indiqueu --log</translation>
    </message>
    <message>
        <source>every position to ply %1: %2 positions, %3 missing, %4 disagreeing with their children</source>
        <translation>cada posició fins a la jugada %1: %2 posicions, en falten %3, %4 en desacord amb les filles</translation>
    </message>
    <message>
        <source>Start from this book&apos;s entries (a book made before, whose logs are gone); a log&apos;s entry for a position the book holds does not replace it, so the book&apos;s lines stay. With --all-plies, where the book holds the ply above, its moves give the score of the positions they lead to, which are then solved faster.</source>
        <translation>Comença a partir de les entrades d&apos;aquest llibre (un llibre fet abans, els registres del qual ja no hi són); l&apos;entrada d&apos;un registre per a una posició que el llibre ja té no la substitueix, de manera que les línies del llibre es mantenen. Amb --all-plies, si el llibre té la jugada anterior, els seus moviments donen la puntuació de les posicions a què porten, que llavors es resolen més de pressa.</translation>
    </message>
    <message>
        <source>The game: %1.</source>
        <translation>El joc: %1.</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;: use %2</source>
        <translation>joc desconegut «%1»: useu %2</translation>
    </message>
    <message>
        <source>Instead, run the exact solvers on the sets of --sets; the reference sets (Test_L*) are read from folder &lt;dir&gt;, e.g. tests/data.</source>
        <translation>En lloc d&apos;això, executa els resolutors exactes amb els conjunts de --sets; els conjunts de referència (Test_L*) es llegeixen de la carpeta &lt;dir&gt;, p. ex. tests/data.</translation>
    </message>
    <message>
        <source>With --solver: the sets to run, comma-separated, each optionally followed by :N for its first N positions. %1. Random positions are seeded and nobody can win in one move.</source>
        <translation>Amb --solver: els conjunts que cal executar, separats per comes, cadascun opcionalment seguit de :N per a les seves N primeres posicions. %1. Les posicions aleatòries tenen llavor i ningú no pot guanyar en una jugada.</translation>
    </message>
    <message>
        <source>With --solver: the table of the solvers that take a size (Connect Four&apos;s) has 2^N slots, 18 to 26.</source>
        <translation>Amb --solver: la taula dels resolutors que admeten una mida (el del Quatre en ratlla) té 2^N entrades, de 18 a 26.</translation>
    </message>
    <message>
        <source>Instead, play games of the Perfect level (of --game) against other levels, with the game&apos;s opening books and without: time per move, share of exact moves.</source>
        <translation>En lloc d&apos;això, juga partides del nivell Perfecte (del joc de --game) contra altres nivells, amb els llibres d&apos;obertures del joc i sense: temps per jugada, proporció de jugades exactes.</translation>
    </message>
    <message>
        <source>--window needs a program with the window</source>
        <translation>--window necessita un programa amb la finestra</translation>
    </message>
    <message>
        <source>%1 has no exact solver</source>
        <translation>%1 no té resolutor exacte</translation>
    </message>
    <message>
        <source>Makes an opening book (for a game that has them): the Perfect level&apos;s move in every position it can meet in the first plies, as either player, whatever the opponent plays. Solved positions go to the log as they are found, so an interrupted run goes on where it stopped. With --check, verifies a book instead.</source>
        <translation>Crea un llibre d&apos;obertures (per a un joc que en tingui): la jugada del nivell Perfecte en cada posició que es pot trobar en les primeres jugades, com a primer o com a segon jugador, jugui el que jugui l&apos;adversari. Les posicions resoltes s&apos;escriuen al registre a mesura que es troben, de manera que una execució interrompuda continua on s&apos;havia aturat. Amb --check, en lloc d&apos;això, verifica un llibre.</translation>
    </message>
    <message>
        <source>For a book that covers each player&apos;s lines to a depth of its own (4Mation&apos;s): cover the second player&apos;s lines only to this many plies (default: --plies), where its deeper positions cost too much to solve.</source>
        <translation>Per a un llibre que cobreix les línies de cada jugador fins a una profunditat pròpia (el de 4Mation): inclou les línies del segon jugador només fins a aquest nombre de jugades (per defecte: --plies), quan les seves posicions més profundes costen massa de resoldre.</translation>
    </message>
    <message>
        <source>--second-plies is for %1&apos;s tables only</source>
        <translation>--second-plies només és per a les taules de %1</translation>
    </message>
    <message>
        <source>quatre-cli: cannot write the output: %1</source>
        <translation>quatre-cli: no es pot escriure la sortida: %1</translation>
    </message>
    <message>
        <source>Instead, give solve a line of this many MiB (1 to 1024), made as it is read, then a position: the peak resident memory before and after shows whether the line was held.</source>
        <translation>En lloc d&apos;això, dona a solve una línia d&apos;aquests MiB (d&apos;1 a 1024), generada a mesura que es llegeix, i després una posició: el pic de memòria resident abans i després mostra si la línia s&apos;ha retingut.</translation>
    </message>
    <message>
        <source>%1: line %2 is longer than %3 KiB</source>
        <translation>%1: la línia %2 té més de %3 KiB</translation>
    </message>
    <message>
        <source>Give up on a position after this many seconds (a decimal number), report it as unknown and go on with the next line. Without it a position takes as long as it takes: hours on a nearly empty large board or an early Quarto position.</source>
        <translation>Abandona una posició al cap d&apos;aquests segons (un nombre decimal), la indica com a desconeguda i continua amb la línia següent. Sense aquesta opció, una posició triga el que calgui: hores en un tauler gran gairebé buit o en una posició inicial de Quarto.</translation>
    </message>
    <message>
        <source>--timeout must be a number of seconds greater than 0 and at most %1, not &apos;%2&apos;</source>
        <translation>--timeout ha de ser un nombre de segons més gran que 0 i com a màxim %1, no «%2»</translation>
    </message>
    <message>
        <source>longer than %1 KiB, skipped</source>
        <translation>té més de %1 KiB, s&apos;omet</translation>
    </message>
    <message>
        <source>unknown: no result within %1 s (%2 nodes searched)</source>
        <translation>desconeguda: cap resultat en %1 s (%2 nodes explorats)</translation>
    </message>
    <message>
        <source>quatre-cli solve: cannot read the input: %1</source>
        <translation>quatre-cli solve: no es pot llegir l&apos;entrada: %1</translation>
    </message>
    <message>
        <source>%1 is larger than a book can be (%2 MiB)</source>
        <translation>%1 és més gran del que pot ser un llibre (%2 MiB)</translation>
    </message>
    <message>
        <source>Milliseconds for the exact solves of a position&apos;s moves, 1 to %1; the moves they do not reach get the Expert search&apos;s estimate, in half as much time again.</source>
        <translation>Mil·lisegons per a les resolucions exactes de les jugades d&apos;una posició, d&apos;1 a %1; les jugades que no hi arriben reben l&apos;estimació de la cerca Expert, en la meitat d&apos;aquest temps més.</translation>
    </message>
    <message>
        <source>Prints the value of every legal move in the position reached by &lt;moves&gt; (none: the empty board) for the player to move, one line each in the order of the legal moves: &apos;&lt;move&gt; &lt;score&gt; exact|estimate &lt;words&gt;&apos;. An exact score is the solver&apos;s (sooner wins higher, 0 a draw), from the opening book, the end of the game or a solve within --budget; an estimate is the Expert search&apos;s, in its own units. The words say the same for people, in the interface&apos;s language.</source>
        <translation>Mostra el valor de cada jugada legal en la posició a què porten &lt;jugades&gt; (cap: el tauler buit) per al jugador que ha de moure, una línia per jugada en l&apos;ordre de les jugades legals: &apos;&lt;jugada&gt; &lt;puntuació&gt; exact|estimate &lt;paraules&gt;&apos;. Una puntuació exacta és la del resolutor (les victòries més ràpides valen més, 0 és empat), del llibre d&apos;obertures, del final de la partida o d&apos;una resolució dins de --budget; una estimació és la de la cerca Expert, en les seves pròpies unitats. Les paraules diuen el mateix per a les persones, en la llengua de la interfície.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a reviewed move: its class (its value)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2), best %3 (%4)</source>
        <comment>a reviewed move: its class (its value), best move (its value)</comment>
        <translation>%1 (%2), millor %3 (%4)</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>cap jugada</translation>
    </message>
    <message>
        <source>Reviews a saved game (a .quatre file, or - for standard input): every move of its move list, from the start, is judged by the values of all the moves that could have been played instead. One line a move, &apos;&lt;number&gt;. &lt;player 1|2&gt; &lt;move&gt; &lt;class&gt; (&lt;its value&gt;)&apos;, followed by &apos;, best &lt;move&gt; (&lt;its value&gt;)&apos; when the move was not the best; then one line a player, &apos;&lt;player&gt;: &lt;summary&gt;&apos;. A position whose moves are not all solved within --budget leaves its move not analysed.</source>
        <translation>Revisa una partida desada (un fitxer .quatre, o - per a l&apos;entrada estàndard): cada jugada de la llista, des del principi, es jutja pels valors de totes les jugades que s&apos;haurien pogut fer en el seu lloc. Una línia per jugada, &apos;&lt;número&gt;. &lt;jugador 1|2&gt; &lt;jugada&gt; &lt;classe&gt; (&lt;el seu valor&gt;)&apos;, seguida de &apos;, millor &lt;jugada&gt; (&lt;el seu valor&gt;)&apos; quan la jugada no era la millor; després una línia per jugador, &apos;&lt;jugador&gt;: &lt;resum&gt;&apos;. Una posició amb jugades que no es resolen totes dins de --budget deixa la jugada sense analitzar.</translation>
    </message>
    <message>
        <source>The saved game, or - for standard input.</source>
        <translation>La partida desada, o - per a l&apos;entrada estàndard.</translation>
    </message>
    <message>
        <source>review takes one saved game: a file, or - for standard input (got %1)</source>
        <translation>review accepta una partida desada: un fitxer, o - per a l&apos;entrada estàndard (n&apos;ha rebut %1)</translation>
    </message>
    <message>
        <source>quatre-cli review: cannot read the input: %1</source>
        <translation>quatre-cli review: no es pot llegir l&apos;entrada: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>l&apos;entrada estàndard</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1 of %2 puzzles are wrong</source>
        <translation>%1 de %2 problemes són incorrectes</translation>
    </message>
    <message>
        <source>%1 puzzles, all right</source>
        <translation>%1 problemes, tots correctes</translation>
    </message>
    <message>
        <source>Prints &quot;find the winning move&quot; puzzles from seeded random positions, proven by the game&apos;s exact solver, one a line (resources/puzzles/README.md); or checks a file of them with --check.</source>
        <translation>Mostra problemes de «troba la jugada guanyadora» a partir de posicions aleatòries amb llavor, demostrats pel resolutor exacte del joc, un per línia (resources/puzzles/README.md); o, amb --check, comprova un fitxer de problemes.</translation>
    </message>
    <message>
        <source>How many puzzles (default 10).</source>
        <translation>Quants problemes (per defecte 10).</translation>
    </message>
    <message>
        <source>The random seed: the same seed, the same puzzles.</source>
        <translation>La llavor aleatòria: la mateixa llavor, els mateixos problemes.</translation>
    </message>
    <message>
        <source>The puzzles win in 1 to this many own moves, as many of each (default 3).</source>
        <translation>Els problemes es guanyen en d&apos;1 fins a aquest nombre de jugades pròpies, tants de cada (per defecte 3).</translation>
    </message>
    <message>
        <source>The fewest moves of the random positions (default: half the longest game).</source>
        <translation>El mínim de jugades de les posicions aleatòries (per defecte: la meitat de la partida més llarga).</translation>
    </message>
    <message>
        <source>The most moves of the random positions (default: as long as the game lasts).</source>
        <translation>El màxim de jugades de les posicions aleatòries (per defecte: tant com duri la partida).</translation>
    </message>
    <message>
        <source>Gives up after this many random positions (default: %1 per puzzle asked), for a grade the positions never reach.</source>
        <translation>Abandona després d&apos;aquest nombre de posicions aleatòries (per defecte: %1 per problema demanat), per a un nivell que les posicions no assoleixen mai.</translation>
    </message>
    <message>
        <source>Checks every puzzle of the file with the solver instead; exit code 1 if one is wrong.</source>
        <translation>En lloc d&apos;això, comprova amb el resolutor cada problema del fitxer; codi de sortida 1 si n&apos;hi ha un d&apos;incorrecte.</translation>
    </message>
    <message>
        <source>puzzles takes no position, got &apos;%1&apos;</source>
        <translation>puzzles no accepta cap posició, però ha rebut «%1»</translation>
    </message>
    <message>
        <source>the game &apos;%1&apos; has no exact solver for these options</source>
        <translation>el joc «%1» no té resolutor exacte per a aquestes opcions</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, not &apos;%2&apos;</source>
        <translation>--seed ha de ser un nombre enter entre 0 i %1, no «%2»</translation>
    </message>
    <message>
        <source>quatre-cli: only %1 of %2 puzzles found in %3 random positions</source>
        <translation>quatre-cli: només s&apos;han trobat %1 de %2 problemes en %3 posicions aleatòries</translation>
    </message>
    <message>
        <source>%1 takes at most one position, got %2</source>
        <translation>%1 accepta com a màxim una posició, però n&apos;ha rebut %2</translation>
    </message>
    <message>
        <source>The name the other player sees.</source>
        <translation>El nom que veu l&apos;altre jugador.</translation>
    </message>
    <message>
        <source>The port to listen on (default %1; 0: any free one).</source>
        <translation>El port on escoltar (per defecte %1; 0: qualsevol de lliure).</translation>
    </message>
    <message>
        <source>The address to listen on (default: every address of this machine; 127.0.0.1: this machine only).</source>
        <translation>L&apos;adreça on escoltar (per defecte: totes les adreces d&apos;aquesta màquina; 127.0.0.1: només aquesta màquina).</translation>
    </message>
    <message>
        <source>The seat that moves first, 1 or 2.</source>
        <translation>El seient que juga primer, 1 o 2.</translation>
    </message>
    <message>
        <source>Seconds to wait for a player to join, 1 to 86400.</source>
        <translation>Segons d&apos;espera perquè s&apos;uneixi un jugador, d&apos;1 a 86400.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no IP address</source>
        <translation>«%1» no és cap adreça IP</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>no es pot escoltar al port %1: %2</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 s&apos;ha unit</translation>
    </message>
    <message>
        <source>nobody joined</source>
        <translation>no s&apos;ha unit ningú</translation>
    </message>
    <message>
        <source>The host&apos;s address.</source>
        <translation>L&apos;adreça de l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>The host&apos;s port.</source>
        <translation>El port de l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>The join code.</source>
        <translation>El codi d&apos;accés.</translation>
    </message>
    <message>
        <source>join takes an address, a port and a code</source>
        <translation>join necessita una adreça, un port i un codi</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no port</source>
        <translation>«%1» no és cap port</translation>
    </message>
    <message>
        <source>Usage: quatre-cli &lt;command&gt; [options]

Commands:
  match   play games between two AI levels and print each game and the score
  best    print the move an AI level chooses in a position
  analyse print the value of every legal move in a position
  review  judge each move of a saved game and sum up how each player played
  solve   read positions from standard input and print their exact scores
  bench   measure the AI: time per move, cancellation latency, budget overrun
  book    make or check an opening book (%3)
  play    play a game in the terminal against an AI level
  puzzles make &quot;find the winning move&quot; puzzles, or check a file of them
  host    host a network game, played by an AI level or at the terminal
  join    join a network game, played by an AI level or at the terminal

Games: --game %1.
Levels: random, greedy, minimax:D (depth 1-9), expert:MS (time per move in ms),
expert:dN (a fixed depth N, reproducible), perfect or perfect:MS; a game&apos;s own: %2.
Run &apos;quatre-cli &lt;command&gt; --help&apos; for the options of a command.
</source>
        <translation>Ús: quatre-cli &lt;ordre&gt; [opcions]

Ordres:
  match   juga partides entre dos nivells d&apos;IA i les mostra amb el marcador
  best    mostra la jugada que tria un nivell d&apos;IA en una posició
  analyse mostra el valor de cada jugada legal en una posició
  review  jutja cada jugada d&apos;una partida desada i resumeix com ha jugat cada jugador
  solve   mostra la puntuació exacta de les posicions de l&apos;entrada estàndard
  bench   mesura la IA: temps per jugada, latència de cancel·lació, temps excedit
  book    crea o comprova un llibre d&apos;obertures (%3)
  play    juga una partida al terminal contra un nivell d&apos;IA
  puzzles crea problemes de «troba la jugada guanyadora», o comprova un fitxer de problemes
  host    acull una partida en xarxa, jugada per un nivell d&apos;IA o al terminal
  join    s&apos;uneix a una partida en xarxa, jugada per un nivell d&apos;IA o al terminal

Jocs: --game %1.
Nivells: random, greedy, minimax:D (profunditat 1-9), expert:MS (temps per jugada en ms),
expert:dN (profunditat fixa N, reproduïble), perfect o perfect:MS; els propis d&apos;un joc: %2.
Executeu «quatre-cli &lt;ordre&gt; --help» per a veure les opcions d&apos;una ordre.
</translation>
    </message>
    <message>
        <source>The AI level that plays this seat (without it, you play at the terminal).</source>
        <translation>El nivell d&apos;IA que juga aquest seient (sense aquesta opció, jugueu vós al terminal).</translation>
    </message>
    <message>
        <source>Hosts a network game: prints the port and the join code, waits for one player to join (quatre-cli join), plays the game, then prints its moves and result from player 1&apos;s view. With --level an AI plays; without it, you play at the terminal: the board is shown after each move, you type moves in the game&apos;s notation or the commands undo, new, resign, say TEXT, quit and help.</source>
        <translation>Acull una partida en xarxa: mostra el port i el codi d&apos;accés, espera que s&apos;uneixi un jugador (quatre-cli join), juga la partida i després mostra les jugades i el resultat des del punt de vista del jugador 1. Amb --level hi juga una IA; sense aquesta opció, jugueu vós al terminal: el tauler es mostra després de cada jugada i escriviu les jugades en la notació del joc o les ordres undo, new, resign, say TEXT, quit i help.</translation>
    </message>
    <message>
        <source>The seat this side plays (the AI or you), 1 or 2.</source>
        <translation>El seient que es juga des d&apos;aquí (la IA o vós), 1 o 2.</translation>
    </message>
    <message>
        <source>Joins a network game: the host&apos;s address, port and join code; plays the game, then prints its moves and result from player 1&apos;s view. With --level an AI plays; without it, you play at the terminal: the board is shown after each move, you type moves in the game&apos;s notation or the commands undo, new, resign, say TEXT, quit and help.</source>
        <translation>S&apos;uneix a una partida en xarxa: l&apos;adreça, el port i el codi d&apos;accés de l&apos;amfitrió; juga la partida i després mostra les jugades i el resultat des del punt de vista del jugador 1. Amb --level hi juga una IA; sense aquesta opció, jugueu vós al terminal: el tauler es mostra després de cada jugada i escriviu les jugades en la notació del joc o les ordres undo, new, resign, say TEXT, quit i help.</translation>
    </message>
    <message>
        <source>You are player %1, playing against %2. Type a move, or help.</source>
        <translation>Sou el jugador %1 i jugueu contra %2. Escriviu una jugada, o help.</translation>
    </message>
    <message>
        <source>Goodbye.</source>
        <translation>Adéu.</translation>
    </message>
    <message>
        <source>Type say and your message.</source>
        <translation>Escriviu say i el vostre missatge.</translation>
    </message>
    <message>
        <source>A new game begins.</source>
        <translation>Comença una partida nova.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 ha jugat %2.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partida acaba en empat.</translation>
    </message>
    <message>
        <source>You won.</source>
        <translation>Heu guanyat.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 ha guanyat.</translation>
    </message>
    <message>
        <source>Waiting for %1 to move.</source>
        <translation>S&apos;està esperant que jugui %1.</translation>
    </message>
    <message>
        <source>%1 accepted: your move is taken back.</source>
        <translation>%1 ha acceptat: s&apos;ha desfet la vostra jugada.</translation>
    </message>
    <message>
        <source>%1 declined to undo.</source>
        <translation>%1 no ha acceptat desfer la jugada.</translation>
    </message>
    <message>
        <source>%1 accepted a new game.</source>
        <translation>%1 ha acceptat una partida nova.</translation>
    </message>
    <message>
        <source>%1 declined a new game.</source>
        <translation>%1 ha rebutjat una partida nova.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Heu abandonat.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 ha abandonat.</translation>
    </message>
    <message>
        <source>Please answer yes or no.</source>
        <translation>Responeu yes o no.</translation>
    </message>
    <message>
        <source>Your last request is still waiting for an answer.</source>
        <translation>La vostra última petició encara espera resposta.</translation>
    </message>
    <message>
        <source>You have no move to undo.</source>
        <translation>No teniu cap jugada per desfer.</translation>
    </message>
    <message>
        <source>Asked %1 to undo; waiting for the answer.</source>
        <translation>S&apos;ha demanat a %1 que desfaci la jugada; s&apos;està esperant la resposta.</translation>
    </message>
    <message>
        <source>Asked %1 for a new game; waiting for the answer.</source>
        <translation>S&apos;ha demanat una partida nova a %1; s&apos;està esperant la resposta.</translation>
    </message>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation>No és el vostre torn: s&apos;està esperant %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move here: %2</source>
        <translation>«%1» no és cap jugada possible aquí: %2</translation>
    </message>
    <message>
        <source>Type a move in the game&apos;s notation on your turn, or:
  undo         ask the other player to take back your last move
  new          ask the other player for a new game
  resign       give up this game
  say TEXT     send TEXT to the other player
  quit, leave  leave the game
  help         show this list</source>
        <translation>Quan sigui el vostre torn, escriviu una jugada en la notació del joc, o bé:
  undo         demana a l&apos;altre jugador que desfaci la vostra última jugada
  new          demana una partida nova a l&apos;altre jugador
  resign       abandona aquesta partida
  say TEXT     envia TEXT a l&apos;altre jugador
  quit, leave  surt de la partida
  help         mostra aquesta llista</translation>
    </message>
    <message>
        <source>The other player asks to undo. Accept? (yes/no) </source>
        <translation>L&apos;altre jugador demana desfer la jugada. Accepteu? (yes/no) </translation>
    </message>
    <message>
        <source>The other player asks for a new game. Accept? (yes/no) </source>
        <translation>L&apos;altre jugador demana una partida nova. Accepteu? (yes/no) </translation>
    </message>
    <message>
        <source>The other player asks for a rematch. Accept? (yes/no) </source>
        <translation>L&apos;altre jugador demana la revenja. Accepteu? (yes/no) </translation>
    </message>
    <message>
        <source>Your move: </source>
        <translation>La vostra jugada: </translation>
    </message>
    <message>
        <source>Instead, measure the main window (off screen) while AI players think: the longest event-loop stall, the frame interval while a piece moves, the budget overrun; with --game, that game&apos;s match-ups only.</source>
        <translation>En lloc d&apos;això, mesura la finestra principal (fora de la pantalla) mentre pensen jugadors d&apos;IA: el bloqueig més llarg del bucle d&apos;esdeveniments, l&apos;interval entre fotogrames mentre es mou una peça i quant se sobrepassa el temps; amb --game, només els enfrontaments d&apos;aquell joc.</translation>
    </message>
    <message>
        <source>With --window: the AI search threads&apos; priorities to compare, comma-separated, each match-up run with each: nice (the window&apos;s own), idle or normal.</source>
        <translation>Amb --window: les prioritats dels fils de cerca de la IA que cal comparar, separades per comes; cada enfrontament es juga amb cadascuna: nice (la de la finestra), idle o normal.</translation>
    </message>
    <message>
        <source>unknown search priority &apos;%1&apos;: idle, nice or normal</source>
        <translation>prioritat de cerca desconeguda «%1»: idle, nice o normal</translation>
    </message>
    <message>
        <source>How many threads share out the moves to solve, 1 to 256 (default: the number of cores, %1), each on a table of its own.</source>
        <translation>Quants fils d&apos;execució es reparteixen les jugades per resoldre, d&apos;1 a 256 (per defecte: el nombre de nuclis, %1), cadascun amb una taula pròpia.</translation>
    </message>
    <message>
        <source>With --window: print to the error output every stall of the event loop, every timer tick in which the window&apos;s thread worked over 6 ms, and every frame over 20 ms while a piece moves, each with the events delivered during it.</source>
        <translation>Amb --window: escriu a la sortida d&apos;errors cada bloqueig del bucle d&apos;esdeveniments, cada tic del temporitzador en què el fil de la finestra ha treballat més de 6 ms i cada fotograma de més de 20 ms mentre una peça es mou, cadascun amb els esdeveniments lliurats durant aquell temps.</translation>
    </message>
    <message>
        <source>Instead, give the Perfect level seeded random positions, from the empty board to a third of the game, on the board of the game options: the share it answers exactly within its budget.</source>
        <translation>En lloc d&apos;això, dona al nivell Perfecte posicions aleatòries amb llavor, des del tauler buit fins a un terç de la partida, en el tauler de les opcions del joc: la part que respon de manera exacta dins del seu temps.</translation>
    </message>
    <message>
        <source>With --exact-share: every board of --game up to this size instead, 3 to 10 (each of the game&apos;s numbered options, the rows and the columns for instance).</source>
        <translation>Amb --exact-share: en lloc d&apos;això, cada tauler de --game fins a aquesta mida, de 3 a 10 (cadascuna de les opcions numèriques del joc, per exemple les files i les columnes).</translation>
    </message>
    <message>
        <source>With --exact-share: positions of 0 to this many plies, 0 to 99 (default: a third of each board&apos;s game).</source>
        <translation>Amb --exact-share: posicions de 0 a aquest nombre de jugades, de 0 a 99 (per defecte: un terç de la partida de cada tauler).</translation>
    </message>
    <message>
        <source>With --analysis: Connect Four positions, 1 to 10000; the other games get a tenth as many. With --exact-share: positions a board (default 100).</source>
        <translation>Amb --analysis: posicions de Quatre en ratlla, d&apos;1 a 10000; els altres jocs en tenen una desena part. Amb --exact-share: posicions per tauler (per defecte 100).</translation>
    </message>
    <message>
        <source>Measures the program. By default the AI levels: time per move on seeded random positions, how soon a search stops once cancelled, and how far an Expert move overruns its time budget. With --solver: the exact solvers of the games. With --window: the main window while AI players think. With --perfect: the Perfect level in whole games, with and without the game&apos;s opening books. With --analysis: the value of every move of random positions, as analyse finds it. With --exact-share: how often the Perfect level is exact on a board, or on each board up to a size. With --long-line: how much memory solve&apos;s input reader takes for one enormous line.</source>
        <translation>Mesura el programa. Per defecte, els nivells d&apos;IA: el temps per jugada en posicions aleatòries amb llavor, la rapidesa amb què s&apos;atura una cerca un cop cancel·lada i quant se sobrepassa una jugada Expert del seu temps. Amb --solver: els resolutors exactes dels jocs. Amb --window: la finestra principal mentre pensen jugadors d&apos;IA. Amb --perfect: el nivell Perfecte en partides senceres, amb els llibres d&apos;obertures del joc i sense. Amb --analysis: el valor de cada jugada de posicions aleatòries, tal com el troba analyse. Amb --exact-share: amb quina freqüència el nivell Perfecte és exacte en un tauler, o en cada tauler fins a una mida. Amb --long-line: quanta memòria ocupa el lector de l&apos;entrada de solve amb una línia enorme.</translation>
    </message>
    <message>
        <source>Also hold every position with at most this many plies played, whoever played them, so that the Perfect level answers at once in games it did not play from the start. Only the deepest of these plies is solved; the others are chosen from their children.</source>
        <translation>Conté també totes les posicions amb com a molt aquest nombre de jugades fetes, les hagi fet qui les hagi fet, perquè el nivell Perfecte respongui a l&apos;instant en partides que no ha jugat des del començament. Només es resolen les posicions de la jugada més profunda; les altres s&apos;escullen a partir de les seves filles.</translation>
    </message>
    <message>
        <source>With --exact-share: positions of at least this many plies, 0 to --plies (default 0).</source>
        <translation>Amb --exact-share: posicions d&apos;almenys aquest nombre de jugades, de 0 a --plies (per defecte 0).</translation>
    </message>
    <message>
        <source>How many threads the exact solver searches with, 1 to 256 (default: the number of cores, %1).</source>
        <translation>Amb quants fils d&apos;execució cerca el resolutor exacte, d&apos;1 a 256 (per defecte: el nombre de nuclis, %1).</translation>
    </message>
    <message>
        <source>With --solver, how many threads the exact solver searches with; with --analysis, how many share out the moves to solve. 1 to 256 (default: the number of cores, %1).</source>
        <translation>Amb --solver, amb quants fils d&apos;execució cerca el resolutor exacte; amb --analysis, quants es reparteixen les jugades per resoldre. D&apos;1 a 256 (per defecte: el nombre de nuclis, %1).</translation>
    </message>
    <message>
        <source>Instead, time the analysis of every legal move (as analyse does it) on seeded random positions: 6x7 Connect Four from the empty board to 30 plies, Quarto with 12 empty squares, 4Mation 7x7 (official rule) after 8 cubes; with --game, that game&apos;s positions only.</source>
        <translation>En lloc d&apos;això, cronometra l&apos;anàlisi de cada jugada legal (com la fa analyse) en posicions aleatòries amb llavor: Quatre en ratlla 6x7 des del tauler buit fins a 30 jugades, Quarto amb 12 caselles buides, 4Mation 7x7 (regla oficial) després de 8 cubs; amb --game, només les posicions d&apos;aquell joc.</translation>
    </message>
    <message>
        <source>Reads positions from standard input, one per line (a number after the moves, such as a reference file&apos;s score, is ignored), and prints &apos;&lt;moves&gt; &lt;score&gt;&apos; with the exact score for the side to move. An empty line or &apos;-&apos; is the empty board, printed as &apos;-&apos; (not in Quarto, whose positions start with the first piece given). A malformed line, a line longer than %1 KiB, or a position not solved within --timeout prints an error naming its line number and the solver goes on; the exit code is then 1.</source>
        <translation>Llegeix posicions de l&apos;entrada estàndard, una per línia (s&apos;ignora un nombre després de les jugades, com la puntuació d&apos;un fitxer de referència), i mostra «&lt;jugades&gt; &lt;puntuació&gt;» amb la puntuació exacta per al jugador a qui toca jugar. Una línia buida o «-» és el tauler buit, que es mostra com a «-» (no en el Quarto, les posicions del qual comencen amb la primera peça donada). Una línia mal formada, una línia de més de %1 KiB o una posició no resolta dins del temps de --timeout mostra un error amb el número de la línia i el resolutor continua; en aquest cas, el codi de sortida és 1.</translation>
    </message>
    <message>
        <source>%1: its last line was left unfinished by a stopped run; it is dropped, and its position solved again</source>
        <translation>%1: l&apos;última línia va quedar a mig escriure per una execució aturada; es descarta i la seva posició es torna a resoldre</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2, which has none</source>
        <translation>--%1 no és una opció de %2, que no en té cap</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (its options: %3)</source>
        <translation>--%1 no és una opció de %2 (les seves opcions: %3)</translation>
    </message>
    <message>
        <source>--%1 is given %2 times; give it once</source>
        <translation>--%1 s&apos;ha donat %2 vegades; doneu-la només una vegada</translation>
    </message>
    <message>
        <source>With --window: the shares of a core (0.05 to 1) that each search thread beside the first may use, to compare, comma-separated, each match-up run with each (the window&apos;s own: 0.7).</source>
        <translation>Amb --window: les parts d&apos;un nucli (de 0.05 a 1) que pot fer servir cada fil de cerca a més del primer que cal comparar, separades per comes; cada enfrontament es juga amb cadascuna (la de la finestra: 0.7).</translation>
    </message>
    <message>
        <source>--helper-share takes shares from 0.05 to 1, not &apos;%1&apos;</source>
        <translation>--helper-share accepta parts de 0.05 a 1, no «%1»</translation>
    </message>
    <message>
        <source>With --window: the analysis board on in every match-up, valuing every move of each position while the players think.</source>
        <translation>Amb --window: el tauler d&apos;anàlisi activat en cada enfrontament, que valora cada jugada de cada posició mentre els jugadors pensen.</translation>
    </message>
</context>
<context>
    <name>ConnectFourRulesPage</name>
    <message>
        <source>Red has four discs on a diagonal and wins: the winning line is lit.</source>
        <translation>El vermell té quatre fitxes en diagonal i guanya: la línia guanyadora queda il·luminada.</translation>
    </message>
    <message>
        <source>A full 4 × 4 board with no line of four: a draw.</source>
        <translation>Un tauler de 4 × 4 ple sense cap línia de quatre: empat.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>L&apos;objectiu</translation>
    </message>
    <message>
        <source>Two players take turns dropping discs of their colour into the columns of an upright board. A disc falls to the lowest free cell of its column; a full column takes no more discs.</source>
        <translation>Dos jugadors deixen caure per torns fitxes del seu color a les columnes d&apos;un tauler vertical. Cada fitxa cau fins a la casella lliure més baixa de la columna; en una columna plena no hi caben més fitxes.</translation>
    </message>
    <message>
        <source>The first to line up four or more discs of their colour in a row, a column or a diagonal wins. If the board fills up without such a line, the game is a draw.</source>
        <translation>Guanya qui primer alinea quatre o més fitxes del seu color en una fila, una columna o una diagonal. Si el tauler s&apos;omple sense cap línia així, la partida acaba en empat.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Com es juga al Quatre</translation>
    </message>
    <message>
        <source>Click a column to drop your disc in it: the column under the mouse is highlighted. With the keyboard, Left and Right move the marker over the columns, and Enter, Space or Down drop the disc; the digits 1 to 9 choose a column at once (0 is column 10).</source>
        <translation>Feu clic en una columna per a deixar-hi caure la fitxa: la columna que hi ha sota el ratolí es ressalta. Amb el teclat, Esquerra i Dreta mouen el marcador per les columnes, i Retorn, Espai o Avall deixen caure la fitxa; les xifres de l&apos;1 al 9 trien directament una columna (el 0 és la columna 10).</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcions</translation>
    </message>
    <message>
        <source>In Game &gt; Settings you choose the number of rows and of columns, each from 4 to 10 (6 rows by 7 columns is the classic board), who plays each colour, and who starts.</source>
        <translation>A Partida &gt; Configuració trieu el nombre de files i de columnes, cadascun de 4 a 10 (el tauler clàssic és de 6 files per 7 columnes), qui juga amb cada color i qui comença.</translation>
    </message>
    <message>
        <source>New to Connect Four? Drop your discs in turn: four in a row, a column or a diagonal wins.</source>
        <translation>És la primera vegada que jugueu al Quatre en ratlla? Deixeu caure les fitxes per torns: guanya qui en fa quatre en una fila, una columna o una diagonal.</translation>
    </message>
</context>
<context>
    <name>ConnectFourTerminal</name>
    <message>
        <source>Choose column: </source>
        <translation>Trieu una columna: </translation>
    </message>
    <message>
        <source>Column -&gt; %1</source>
        <translation>Columna -&gt; %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatori</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>voraç</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>llest</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Rows    = </source>
        <translation>Files    = </translation>
    </message>
    <message>
        <source>Columns = </source>
        <translation>Columnes = </translation>
    </message>
</context>
<context>
    <name>ConnectFourText</name>
    <message>
        <source>Connect Four</source>
        <translation>Quatre en ratlla</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Files:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnes:</translation>
    </message>
    <message>
        <source>Connect Four rows, 4 to 10.</source>
        <translation>Files del Quatre en ratlla, de 4 a 10.</translation>
    </message>
    <message>
        <source>Connect Four columns, 4 to 10.</source>
        <translation>Columnes del Quatre en ratlla, de 4 a 10.</translation>
    </message>
    <message>
        <source>Test_L3_R1 etc.: a Connect Four reference file; connect4-D: Connect Four after D plies</source>
        <translation>Test_L3_R1 etc.: un fitxer de referència del Quatre en ratlla; connect4-D: el Quatre en ratlla després de D jugades</translation>
    </message>
    <message>
        <source>The board size %1 × %2 is out of range: rows and columns go from %3 to %4.</source>
        <translation>La mida de tauler %1 × %2 és fora de l&apos;interval: les files i les columnes van de %3 a %4.</translation>
    </message>
</context>
<context>
    <name>DataFile</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>No es pot escriure «%1»: %2.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: the folder %2 does not exist.</source>
        <translation>No es pot escriure «%1»: la carpeta %2 no existeix.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: only %2 of %3 bytes could be written (is the disk full?). The previous file, if any, is unchanged.</source>
        <translation>No es pot escriure «%1»: només s&apos;han pogut escriure %2 de %3 bytes (potser el disc és ple?). El fitxer anterior, si n&apos;hi havia, no ha canviat.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>No es pot escriure «%1»: %2. El fitxer anterior, si n&apos;hi havia, no ha canviat.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>El fitxer «%1» no existeix.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>«%1» és una carpeta, no un fitxer.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>No es pot llegir «%1»: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 KiB): Quatre reads files of at most %3 KiB.</source>
        <translation>«%1» és massa gran (%2 KiB): el Quatre llegeix fitxers de %3 KiB com a màxim.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be moved aside: %2.</source>
        <translation>No s&apos;ha pogut apartar «%1»: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file.</source>
        <translation>«%1» no és un fitxer regular.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large: Quatre reads files of at most %2 KiB.</source>
        <translation>«%1» és massa gran: el Quatre llegeix fitxers de %2 KiB com a màxim.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a loop of symbolic links, not a regular file.</source>
        <translation>«%1» és un bucle d&apos;enllaços simbòlics, no un fitxer regular.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a device, not a regular file.</source>
        <translation>«%1» és un dispositiu, no un fitxer regular.</translation>
    </message>
</context>
<context>
    <name>FourMationRulesPage</name>
    <message>
        <source>White&apos;s fourth cube on the diagonal wins: every cube went next to the cube before it.</source>
        <translation>El quart cub blanc a la diagonal guanya: cada cub s&apos;ha posat al costat del cub anterior.</translation>
    </message>
    <message>
        <source>Black has just played f5 (framed in orange): White&apos;s cube must go on one of the green cells around it.</source>
        <translation>El negre acaba de jugar a f5 (emmarcat en taronja): el cub blanc ha d&apos;anar a una de les caselles verdes del voltant.</translation>
    </message>
    <message>
        <source>Draw-when-stuck rule: Black&apos;s last cube (lit) has no free cell next to it, so White is stuck and the game is a draw.</source>
        <translation>Regla de l&apos;empat per encallament: l&apos;últim cub negre (il·luminat) no té cap casella lliure al costat, així que el blanc queda encallat i la partida és un empat.</translation>
    </message>
    <message>
        <source>Official rule, the same position: White places a cube next to any black cube, on the cells lit in blue.</source>
        <translation>Regla oficial, la mateixa posició: el blanc posa un cub al costat de qualsevol cub negre, a les caselles il·luminades en blau.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>L&apos;objectiu</translation>
    </message>
    <message>
        <source>4Mation is played with white and black cubes on a square board of N × N cells, 7 × 7 by default. The players take turns placing a cube of their colour on an empty cell.</source>
        <translation>El 4Mation es juga amb cubs blancs i negres en un tauler quadrat de N × N caselles, de 7 × 7 per defecte. Els jugadors posen per torns un cub del seu color en una casella buida.</translation>
    </message>
    <message>
        <source>Four or more cubes of one colour in a line, in a row, a column or a diagonal, win.</source>
        <translation>Quatre o més cubs d&apos;un mateix color en línia, en una fila, una columna o una diagonal, guanyen.</translation>
    </message>
    <message>
        <source>Next to the last cube</source>
        <translation>Al costat de l&apos;últim cub</translation>
    </message>
    <message>
        <source>The first cube may go on any cell. Every later cube must go on an empty cell next to the last cube placed, by either player: a cell that shares a side or a corner with it. So the cube you place also decides where your opponent may play.</source>
        <translation>El primer cub pot anar a qualsevol casella. Cada cub següent ha d&apos;anar a una casella buida al costat de l&apos;últim cub posat, sigui de qui sigui: una casella que hi comparteixi un costat o una cantonada. Així, el cub que poseu també decideix on pot jugar l&apos;adversari.</translation>
    </message>
    <message>
        <source>On the board the last cube is framed in orange, and the cells where the next cube may go are lit in green.</source>
        <translation>Al tauler, l&apos;últim cub està emmarcat en taronja i les caselles on pot anar el cub següent estan il·luminades en verd.</translation>
    </message>
    <message>
        <source>When a player is stuck</source>
        <translation>Quan un jugador queda encallat</translation>
    </message>
    <message>
        <source>If every cell next to the last cube is taken, the player to move is stuck. What happens then depends on the rule chosen in Game &gt; Settings:</source>
        <translation>Si totes les caselles del costat de l&apos;últim cub estan ocupades, el jugador que ha de moure queda encallat. Què passa aleshores depèn de la regla triada a Partida &gt; Configuració:</translation>
    </message>
    <message>
        <source>Under the draw-when-stuck rule (the default, from the original program), the game ends in a draw.</source>
        <translation>Amb la regla de l&apos;empat per encallament (la predeterminada, del programa original), la partida acaba en empat.</translation>
    </message>
    <message>
        <source>Under the official rule (the published game&apos;s), the stuck player places a cube next to any cube of the opponent instead, on the cells lit in blue; the game is a draw only if there is no such cell either.</source>
        <translation>Amb la regla oficial (la del joc publicat), el jugador encallat posa en canvi un cub al costat de qualsevol cub de l&apos;adversari, a les caselles il·luminades en blau; la partida només és un empat si tampoc no hi ha cap casella així.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Com es juga al Quatre</translation>
    </message>
    <message>
        <source>Click one of the lit cells to place your cube there. With the keyboard, the arrow keys move the cursor and Enter or Space places the cube.</source>
        <translation>Feu clic en una de les caselles il·luminades per a posar-hi el cub. Amb el teclat, les fletxes mouen el cursor i Retorn o Espai posen el cub.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcions</translation>
    </message>
    <message>
        <source>In Game &gt; Settings you choose the board size N, from 4 to 10, and the rule for a stuck player. A size of 3 gives the &quot;impossible&quot; board of the original program: on 3 × 3 nobody can make four.</source>
        <translation>A Partida &gt; Configuració trieu la mida N del tauler, de 4 a 10, i la regla per a un jugador encallat. Una mida de 3 dona el tauler «impossible» del programa original: en un de 3 × 3 ningú no pot fer quatre en ratlla.</translation>
    </message>
    <message>
        <source>New to 4Mation? Each cube goes next to the last cube placed, on the lit cells: four in a line wins.</source>
        <translation>És la primera vegada que jugueu al 4Mation? Cada cub va al costat de l&apos;últim cub posat, a les caselles il·luminades: guanyen quatre en línia.</translation>
    </message>
</context>
<context>
    <name>FourMationTerminal</name>
    <message>
        <source>Choose cell: </source>
        <translation>Trieu una casella: </translation>
    </message>
    <message>
        <source>Cell -&gt; %1</source>
        <translation>Casella -&gt; %1</translation>
    </message>
    <message>
        <source>easy peasy</source>
        <translation>bufar i fer ampolles</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>voraç</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>llest</translation>
    </message>
    <message>
        <source>hardcore</source>
        <translation>implacable</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>impossible (3x3)</source>
        <translation>impossible (3x3)</translation>
    </message>
    <message>
        <source>Size    = </source>
        <translation>Mida     = </translation>
    </message>
</context>
<context>
    <name>FourMationText</name>
    <message>
        <source>4Mation</source>
        <translation>4Mation</translation>
    </message>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>&amp;Mida del tauler (N):</translation>
    </message>
    <message>
        <source>&amp;Official rule (when stuck, play next to any opponent cube)</source>
        <translation>Regla &amp;oficial (si us encalleu, jugueu al costat de qualsevol cub de l&apos;adversari)</translation>
    </message>
    <message>
        <source>The board is N × N; on 3 × 3 nobody can make four</source>
        <translation>El tauler és de N × N; en un de 3 × 3 ningú no pot fer quatre en ratlla</translation>
    </message>
    <message>
        <source>Without it, a player with no cell next to the last cube ends the game in a draw</source>
        <translation>Sense aquesta regla, si un jugador no té cap casella al costat de l&apos;últim cub, la partida acaba en empat</translation>
    </message>
    <message>
        <source>4Mation board size N (N x N), 3 to 10.</source>
        <translation>Mida N del tauler del 4Mation (N x N), de 3 a 10.</translation>
    </message>
    <message>
        <source>4Mation: a player with no cell next to the last cube may play next to any opponent cube.</source>
        <translation>4Mation: un jugador que no té cap casella al costat de l&apos;últim cub pot jugar al costat de qualsevol cub de l&apos;adversari.</translation>
    </message>
    <message>
        <source>The board size %1 is out of range: 4Mation boards go from %2 to %3.</source>
        <translation>La mida de tauler %1 és fora de l&apos;interval: els taulers del 4Mation van de %2 a %3.</translation>
    </message>
    <message>
        <source>4mation-S (4mation-official-S with the official rule): the empty S x S board; 4mation-S-C: S x S after C cubes</source>
        <translation>4mation-S (4mation-official-S amb la regla oficial): el tauler buit de S x S; 4mation-S-C: S x S després de C cubs</translation>
    </message>
    <message>
        <source>Hardcore</source>
        <translation>Implacable</translation>
    </message>
    <message>
        <source>Too easy m8.</source>
        <translation>Massa fàcil, nano.</translation>
    </message>
    <message>
        <source>Careful. I&apos;ve got everything under control.</source>
        <translation>Alerta, que ho tinc tot controlat.</translation>
    </message>
    <message>
        <source>I&apos;m tired of thinking. I&apos;ll just go with the most obvious one.</source>
        <translation>Estic fart de pensar. Faré la més òbvia i llestos.</translation>
    </message>
    <message>
        <source>dummy vs foo (Random vs Random)</source>
        <translation>babau contra foo (Aleatori contra Aleatori)</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>babau</translation>
    </message>
    <message>
        <source>foo</source>
        <translation>foo</translation>
    </message>
    <message>
        <source>dummy vs Roussel (Random vs Hardcore)</source>
        <translation>babau contra Roussel (Aleatori contra Implacable)</translation>
    </message>
    <message>
        <source>Roussel</source>
        <translation>Roussel</translation>
    </message>
    <message>
        <source>Colmerauer vs Roussel (Hardcore vs Hardcore)</source>
        <translation>Colmerauer contra Roussel (Implacable contra Implacable)</translation>
    </message>
    <message>
        <source>Colmerauer</source>
        <translation>Colmerauer</translation>
    </message>
    <message>
        <source>the level-1 bot: places its cube on any allowed cell at random</source>
        <translation>el bot de nivell 1: posa el cub en qualsevol casella permesa a l&apos;atzar</translation>
    </message>
    <message>
        <source>the level-2 bot: blocks the other&apos;s winning cell, looks for a forced win, otherwise takes the most promising cell, and says which it did</source>
        <translation>el bot de nivell 2: bloqueja la casella guanyadora de l&apos;altre, busca una victòria forçada, si no tria la casella més prometedora, i diu què ha fet</translation>
    </message>
    <message>
        <source>%1, %2.
%3, %4.</source>
        <extracomment>a demo match&apos;s tooltip: each bot&apos;s name (%1, %3) and what it does (%2, %4)</extracomment>
        <translation>%1, %2.
%3, %4.</translation>
    </message>
</context>
<context>
    <name>LevelText</name>
    <message>
        <source>Random</source>
        <translation>Aleatori</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Voraç</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfecte</translation>
    </message>
</context>
<context>
    <name>MoveValueText</name>
    <message>
        <source>≈ +</source>
        <comment>estimate: better for the player</comment>
        <translation>≈ +</translation>
    </message>
    <message>
        <source>≈ −</source>
        <comment>estimate: worse for the player</comment>
        <translation>≈ −</translation>
    </message>
    <message>
        <source>≈ =</source>
        <comment>estimate: even</comment>
        <translation>≈ =</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <comment>own moves, this one included</comment>
        <translation>
            <numerusform>guanya en %n</numerusform>
            <numerusform>guanya en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <comment>own moves, this one included</comment>
        <translation>
            <numerusform>perd en %n</numerusform>
            <numerusform>perd en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empat</translation>
    </message>
    <message>
        <source>An estimate by the Expert search: the exact value was out of reach within the time allowed.</source>
        <translation>Una estimació de la cerca Expert: el valor exacte no s&apos;ha pogut trobar en el temps disponible.</translation>
    </message>
    <message>
        <source>Exact: with perfect play this move leads to a draw.</source>
        <translation>Exacte: amb joc perfecte aquesta jugada porta a un empat.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>la millor</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bona</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error greu</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>sense analitzar</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error greu</numerusform>
            <numerusform>%n errors greus</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistakes</source>
        <translation>cap error</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) not analysed</source>
        <translation>
            <numerusform>%n jugada sense analitzar</numerusform>
            <numerusform>%n jugades sense analitzar</numerusform>
        </translation>
    </message>
    <message>
        <source>; accuracy %1%</source>
        <translation>; precisió %1%</translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move wins in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exacte: amb joc perfecte aquesta jugada guanya en %n jugada d&apos;aquest jugador, comptant aquesta.</numerusform>
            <numerusform>Exacte: amb joc perfecte aquesta jugada guanya en %n jugades d&apos;aquest jugador, comptant aquesta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move loses in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exacte: amb joc perfecte aquesta jugada perd en %n jugada d&apos;aquest jugador, comptant aquesta.</numerusform>
            <numerusform>Exacte: amb joc perfecte aquesta jugada perd en %n jugades d&apos;aquest jugador, comptant aquesta.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>a message of %1 bytes, over the limit of 64 KiB</source>
        <translation>un missatge de %1 bytes, per sobre del límit de 64 KiB</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>text que no és UTF-8</translation>
    </message>
    <message>
        <source>bytes that are no message</source>
        <translation>bytes que no són cap missatge</translation>
    </message>
    <message>
        <source>a message nested too deep</source>
        <translation>un missatge massa imbricat</translation>
    </message>
    <message>
        <source>a message of unknown type &quot;%1&quot;</source>
        <translation>un missatge de tipus desconegut «%1»</translation>
    </message>
    <message>
        <source>a message with a bad field &quot;%1&quot;</source>
        <translation>un missatge amb un camp incorrecte «%1»</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>You closed the connection.</source>
        <translation>Has tancat la connexió.</translation>
    </message>
    <message>
        <source>The other player left the game%1.</source>
        <translation>L&apos;altre jugador ha deixat la partida%1.</translation>
    </message>
    <message>
        <source>The connection was lost%1.</source>
        <translation>S&apos;ha perdut la connexió%1.</translation>
    </message>
    <message>
        <source>The other player&apos;s program stopped answering.</source>
        <translation>El programa de l&apos;altre jugador ha deixat de respondre.</translation>
    </message>
    <message>
        <source>The other player&apos;s program sent %1; the connection was closed.</source>
        <translation>El programa de l&apos;altre jugador ha enviat %1; s&apos;ha tancat la connexió.</translation>
    </message>
    <message>
        <source>The other player&apos;s program sent messages too fast; the connection was closed.</source>
        <translation>El programa de l&apos;altre jugador ha enviat missatges massa de pressa; s&apos;ha tancat la connexió.</translation>
    </message>
    <message>
        <source>The other player&apos;s program broke the rules%1; the connection was closed.</source>
        <translation>El programa de l&apos;altre jugador ha incomplert les regles%1; s&apos;ha tancat la connexió.</translation>
    </message>
    <message>
        <source>%1 tried to join, but the game is full.</source>
        <translation>%1 ha intentat unir-se, però la partida és plena.</translation>
    </message>
    <message>
        <source>%1 tried to join with a wrong code.</source>
        <translation>%1 ha intentat unir-se amb un codi incorrecte.</translation>
    </message>
    <message>
        <source>Hosting stopped: %1 gave a wrong join code %2 times.</source>
        <translation>S&apos;ha deixat d&apos;acollir la partida: %1 ha donat un codi incorrecte %2 vegades.</translation>
    </message>
    <message>
        <source>The host did not accept the join code.</source>
        <translation>L&apos;amfitrió no ha acceptat el codi d&apos;accés.</translation>
    </message>
    <message>
        <source>The host already has an opponent: the game is full.</source>
        <translation>L&apos;amfitrió ja té un rival: la partida és plena.</translation>
    </message>
    <message>
        <source>Could not reach %1, port %2: %3</source>
        <translation>No s&apos;ha pogut arribar a %1, port %2: %3</translation>
    </message>
    <message>
        <source>Could not reach %1, port %2: no answer.</source>
        <translation>No s&apos;ha pogut arribar a %1, port %2: cap resposta.</translation>
    </message>
    <message>
        <source>The other program (Quatre %1) speaks network protocol %2; this one speaks %3. Both players need versions of Quatre that speak the same protocol.</source>
        <translation>L&apos;altre programa (Quatre %1) parla el protocol de xarxa %2; aquest parla el %3. Els dos jugadors necessiten versions del Quatre que parlin el mateix protocol.</translation>
    </message>
    <message>
        <source>a message before the game&apos;s setup</source>
        <translation>un missatge abans de la configuració de la partida</translation>
    </message>
    <message>
        <source>a message out of place during the game</source>
        <translation>un missatge fora de lloc durant la partida</translation>
    </message>
    <message>
        <source>a second setup</source>
        <translation>una segona configuració</translation>
    </message>
    <message>
        <source>an unknown game</source>
        <translation>un joc desconegut</translation>
    </message>
    <message>
        <source>options the game does not have</source>
        <translation>opcions que el joc no té</translation>
    </message>
    <message>
        <source>a move after the end of the game</source>
        <translation>una jugada després del final de la partida</translation>
    </message>
    <message>
        <source>an illegal move in the setup</source>
        <translation>una jugada il·legal a la configuració</translation>
    </message>
    <message>
        <source>a game that cannot be set up</source>
        <translation>una partida que no es pot configurar</translation>
    </message>
    <message>
        <source>a move for another position</source>
        <translation>una jugada per a una altra posició</translation>
    </message>
    <message>
        <source>a move out of turn</source>
        <translation>una jugada fora de torn</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>una jugada il·legal</translation>
    </message>
    <message>
        <source>Cannot look for games on port %1: %2</source>
        <translation>No es poden cercar partides al port %1: %2</translation>
    </message>
    <message>
        <source>a game other than the one interrupted</source>
        <translation>una partida diferent de la interrompuda</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <source>The opening book %1 cannot be read (%2); the Perfect level will think longer in the opening.</source>
        <translation>No es pot llegir el llibre d&apos;obertures %1 (%2); el nivell Perfecte pensarà més estona a l&apos;obertura.</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>més gran de %1 MiB</translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <source>board size %1x%2 is outside 4x4..10x10</source>
        <translation>la mida del tauler %1x%2 és fora de 4x4..10x10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column: use 1-9, and a for column 10</source>
        <translation>el caràcter %1 (&apos;%2&apos;) no és una columna: feu servir 1-9, i a per a la columna 10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 does not exist on a board of %4 columns</source>
        <translation>caràcter %1 (&apos;%2&apos;): la columna %3 no existeix en un tauler de %4 columnes</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): the game was already over</source>
        <translation>caràcter %1 (&apos;%2&apos;): la partida ja s&apos;havia acabat</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 is full</source>
        <translation>caràcter %1 (&apos;%2&apos;): la columna %3 és plena</translation>
    </message>
    <message>
        <source>board size %1 is outside 3..10</source>
        <translation>la mida del tauler %1 és fora de 3..10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column letter: a move is a letter and a row number, as in d4</source>
        <translation>el caràcter %1 (&apos;%2&apos;) no és una lletra de columna: una jugada és una lletra i un número de fila, com d4</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 does not exist on a board of %4 columns (a-%5)</source>
        <translation>caràcter %1 (&apos;%2&apos;): la columna %3 no existeix en un tauler de %4 columnes (a-%5)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): the row number after the letter is missing</source>
        <translation>caràcter %1 (&apos;%2&apos;): falta el número de fila després de la lletra</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a row number after &apos;%3&apos;</source>
        <translation>el caràcter %1 (&apos;%2&apos;) no és un número de fila després de &apos;%3&apos;</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): row %3 does not exist on a board of %4 rows (1-%4)</source>
        <translation>caràcter %1 (&apos;%2&apos;): la fila %3 no existeix en un tauler de %4 files (1-%4)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 comes after the game was already over</source>
        <translation>caràcter %1 (&apos;%2&apos;): %3 arriba quan la partida ja s&apos;havia acabat</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is already occupied</source>
        <translation>caràcter %1 (&apos;%2&apos;): %3 ja està ocupada</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is not adjacent to the last cube (%4)</source>
        <translation>caràcter %1 (&apos;%2&apos;): %3 no és al costat de l&apos;últim cub (%4)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is not adjacent to the last cube (%4) nor, with it surrounded, to an opponent cube</source>
        <translation>caràcter %1 (&apos;%2&apos;): %3 no és al costat de l&apos;últim cub (%4) ni, com que aquest està envoltat, d&apos;un cub del rival</translation>
    </message>
    <message>
        <source>an empty move: write a square and/or a piece, as in b3DTRH</source>
        <translation>una jugada buida: escriviu una casella i/o una peça, com b3DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column: squares are a1 to d4</source>
        <translation>el caràcter %1 (&apos;%2&apos;) no és una columna: les caselles van d&apos;a1 a d4</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a row: squares are a1 to d4</source>
        <translation>el caràcter %1 (&apos;%2&apos;) no és una fila: les caselles van d&apos;a1 a d4</translation>
    </message>
    <message>
        <source>character %1 (the end of the move): the piece code is too short, expected %2 (%3) or %4 (%5) in a piece code like DTRH</source>
        <translation>caràcter %1 (el final de la jugada): el codi de la peça és massa curt, s&apos;esperava %2 (%3) o %4 (%5) en un codi de peça com DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): expected %3 (%4) or %5 (%6) in a piece code like DTRH</source>
        <translation>caràcter %1 (&apos;%2&apos;): s&apos;esperava %3 (%4) o %5 (%6) en un codi de peça com DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): a piece code has only 4 letters</source>
        <translation>caràcter %1 (&apos;%2&apos;): un codi de peça només té 4 lletres</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): the game is already over</source>
        <translation>jugada &apos;%1&apos; (caràcter %2): la partida ja s&apos;ha acabat</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): the first move only gives a piece, as in DTRH, with no square</source>
        <translation>jugada &apos;%1&apos; (caràcter %2): la primera jugada només dona una peça, com DTRH, sense casella</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): place the piece in hand (%3) on a square first, as in b3%3</source>
        <translation>jugada &apos;%1&apos; (caràcter %2): primer col·loqueu la peça que teniu a la mà (%3) en una casella, com b3%3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): square %3 is already taken</source>
        <translation>jugada &apos;%1&apos; (caràcter %2): la casella %3 ja està ocupada</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): placing on %3 wins, so the game ends and no piece is given</source>
        <translation>caràcter %1 (&apos;%2&apos;): col·locar a %3 guanya, així que la partida s&apos;acaba i no es dona cap peça</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): placing on %3 fills the board, so the game ends and no piece is given</source>
        <translation>caràcter %1 (&apos;%2&apos;): col·locar a %3 omple el tauler, així que la partida s&apos;acaba i no es dona cap peça</translation>
    </message>
    <message>
        <source>character %1 (the end of the move): after placing on %2 a piece must be given, as in %2DTRH</source>
        <translation>caràcter %1 (el final de la jugada): després de col·locar a %2 cal donar una peça, com %2DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): piece %3 is the one being placed</source>
        <translation>caràcter %1 (&apos;%2&apos;): la peça %3 és la que s&apos;està col·locant</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): piece %3 is already on the board</source>
        <translation>caràcter %1 (&apos;%2&apos;): la peça %3 ja és al tauler</translation>
    </message>
    <message>
        <source>rows and columns must each be between 4 and 10 (got %1x%2)</source>
        <translation>les files i les columnes han de ser cada una entre 4 i 10 (s&apos;ha rebut %1x%2)</translation>
    </message>
    <message>
        <source>the 4Mation board size must be between 3 and 10 (got %1)</source>
        <translation>la mida del tauler de 4Mation ha de ser entre 3 i 10 (s&apos;ha rebut %1)</translation>
    </message>
    <message>
        <source>unknown game</source>
        <translation>joc desconegut</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>no s&apos;ha indicat cap jugada</translation>
    </message>
    <message>
        <source>give one move at a time</source>
        <translation>indiqueu una jugada cada vegada</translation>
    </message>
    <message>
        <source>this game has no opening book</source>
        <translation>aquest joc no té llibre d&apos;obertures</translation>
    </message>
    <message>
        <source>a book needs a board of at most 52 bits: columns x (rows + 1)</source>
        <translation>un llibre necessita un tauler de 52 bits com a màxim: columnes x (files + 1)</translation>
    </message>
    <message>
        <source>no piece has been given yet: start with the opening give</source>
        <translation>encara no s&apos;ha donat cap peça: cal començar donant la primera peça</translation>
    </message>
    <message>
        <source>Quarto has no opening book: its solver is exact from the tenth empty square</source>
        <translation>El Quarto no té llibre d&apos;obertures: el seu resolutor és exacte a partir de la desena casella buida</translation>
    </message>
    <message>
        <source>light</source>
        <translation>clara</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>fosca</translation>
    </message>
    <message>
        <source>short</source>
        <translation>baixa</translation>
    </message>
    <message>
        <source>tall</source>
        <translation>alta</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrada</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rodona</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>massissa</translation>
    </message>
    <message>
        <source>hollow</source>
        <translation>foradada</translation>
    </message>
    <message>
        <source>expected &lt;game&gt; &lt;options&gt; &lt;moves to win&gt; &lt;winning move&gt; &lt;moves&gt;</source>
        <translation>s&apos;esperava &lt;joc&gt; &lt;opcions&gt; &lt;jugades per guanyar&gt; &lt;jugada guanyadora&gt; &lt;jugades&gt;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no option of the game (expected key=value)</source>
        <translation>«%1» no és cap opció del joc (s&apos;esperava clau=valor)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of moves to win (1 or more)</source>
        <translation>«%1» no és cap nombre de jugades per guanyar (1 o més)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no legal move of the position: %2</source>
        <translation>«%1» no és cap jugada legal de la posició: %2</translation>
    </message>
    <message>
        <source>%1 needs a time budget in milliseconds from %2 to %3, as in %1:1000</source>
        <translation>%1 necessita un temps per jugada en mil·lisegons de %2 a %3, com a %1:1000</translation>
    </message>
    <message>
        <source>%1 needs a depth from %2 to %3, as in %1:4</source>
        <translation>%1 necessita una profunditat de %2 a %3, com a %1:4</translation>
    </message>
    <message>
        <source>%1:dN needs a depth cap N from %2 to %3</source>
        <translation>%1:dN necessita un límit de profunditat N de %2 a %3</translation>
    </message>
    <message>
        <source>level &apos;%1&apos; takes no parameter</source>
        <translation>el nivell &apos;%1&apos; no admet cap paràmetre</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect or perfect:MS</source>
        <translation>nivell desconegut &apos;%1&apos;: feu servir random, greedy, minimax:D, expert:MS, expert:dN, perfect o perfect:MS</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS or a game&apos;s own level (%2)</source>
        <translation>nivell desconegut &apos;%1&apos;: feu servir random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS o un nivell propi d&apos;un joc (%2)</translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>no es pot llegir «%1»: %2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unitat</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Mostra l&apos;ajuda de les opcions de la línia d&apos;ordres.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Mostra l&apos;ajuda, incloses les opcions específiques de Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Mostra la informació de la versió.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Ús: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opcions:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments:</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opcions]</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>Opció desconeguda &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>Opcions desconegudes: %1.</translation>
    </message>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>Falta un valor després de &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>Valor inesperat després de &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Cerca a:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom del fitxer:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fitxers del tipus:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Obre</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Suprimeix</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Canvia el nom</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Carpeta &amp;nova</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Carpeta nova</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostra els fitxers &amp;ocults</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tots els fitxers (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Enrere</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Endavant</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Carpeta pare</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crea una carpeta nova</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crea una carpeta nova</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de llista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista detallada</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Vés enrere</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Vés endavant</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Vés a la carpeta pare</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Canvia a la vista de llista</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Canvia a la vista detallada</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Llista de llocs i adreces d&apos;interès</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra lateral</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fitxers</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Llocs recents</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ja existeix.
Voleu substituir-lo?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
No s&apos;ha trobat el fitxer.
Comproveu que el nom del fitxer sigui correcte.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Segur que voleu suprimir «%1»?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Mida</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data de modificació</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinador</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>D&apos;&amp;acord</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel·la</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Tan&amp;ca</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Tanca sense desar</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>D&apos;acord</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Desa</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Desa-ho tot</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Obre</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sí a &amp;tot</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o a tot</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interromp</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Torna-ho a provar</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarta</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplica</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicia</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaura els valors per defecte</translation>
    </message>
</context>
<context>
    <name>QuartoRulesPage</name>
    <message>
        <source>Player 2 placed the fourth tall piece in the bottom row and wins: the four pieces differ in everything else.</source>
        <translation>El jugador 2 ha col·locat la quarta peça alta a la fila de baix i guanya: en tota la resta, les quatre peces són diferents.</translation>
    </message>
    <message>
        <source>Player 1 holds the piece Player 2 chose for them (&quot;Piece to place&quot;). They put it on an empty square, then choose from &quot;Pieces to give&quot; the piece Player 2 must place next.</source>
        <translation>El jugador 1 té la peça que el jugador 2 li ha triat («Peça per a col·locar»). La posa en una casella buida i després tria de «Peces per a donar» la peça que el jugador 2 haurà de col·locar.</translation>
    </message>
    <message>
        <source>With the square rule, four round pieces in a 2 × 2 block win too.</source>
        <translation>Amb la regla del quadrat, quatre peces rodones en un bloc de 2 × 2 també guanyen.</translation>
    </message>
    <message>
        <source>The pieces and the aim</source>
        <translation>Les peces i l&apos;objectiu</translation>
    </message>
    <message>
        <source>Quarto is played on a board of 4 × 4 squares with 16 different pieces. Each piece is light or dark, short or tall, square or round, and solid or hollow. The pieces belong to nobody: both players place the same pieces.</source>
        <translation>El Quarto es juga en un tauler de 4 × 4 caselles amb 16 peces diferents. Cada peça és clara o fosca, baixa o alta, quadrada o rodona, i massissa o foradada. Les peces no són de ningú: tots dos jugadors col·loquen les mateixes peces.</translation>
    </message>
    <message>
        <source>Whoever places the fourth piece of a row, a column or one of the two long diagonals wins, if all four pieces of that line share at least one attribute: all light, all tall, all round, all hollow… If all 16 pieces are placed without such a line, the game is a draw.</source>
        <translation>Guanya qui col·loca la quarta peça d&apos;una fila, una columna o una de les dues diagonals llargues, si les quatre peces d&apos;aquella línia comparteixen com a mínim un atribut: totes clares, totes altes, totes rodones, totes foradades… Si es col·loquen les 16 peces sense cap línia així, la partida acaba en empat.</translation>
    </message>
    <message>
        <source>A turn: place, then give</source>
        <translation>Un torn: col·locar i després donar</translation>
    </message>
    <message>
        <source>You never choose the piece you place: your opponent does. The first player begins by choosing a piece and giving it to the other. From then on every turn has two steps: place the piece you were given on any empty square, then choose one of the remaining pieces for your opponent to place.</source>
        <translation>No trieu mai la peça que col·loqueu: la tria l&apos;adversari. El primer jugador comença triant una peça i donant-la a l&apos;altre. A partir d&apos;aleshores, cada torn té dos passos: col·loqueu la peça que us han donat en qualsevol casella buida i després trieu una de les peces que queden perquè la col·loqui l&apos;adversari.</translation>
    </message>
    <message>
        <source>So think before you give: a piece that completes a line of four hands your opponent the win.</source>
        <translation>Per tant, penseu-hi abans de donar: una peça que completa una línia de quatre regala la victòria a l&apos;adversari.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Com es juga al Quatre</translation>
    </message>
    <message>
        <source>Click an empty square to place the piece in hand (click it again to take it back), then click the piece to give under &quot;Pieces to give&quot;. The first move of the game is only a give. With the keyboard, the arrow keys move over the board and the pieces, and Enter or Space chooses.</source>
        <translation>Feu clic en una casella buida per a col·locar-hi la peça que teniu a la mà (feu-hi clic de nou per a desfer-ho) i després feu clic a la peça per a donar a «Peces per a donar». La primera jugada de la partida només és donar una peça. Amb el teclat, les fletxes us mouen pel tauler i per les peces, i Retorn o Espai trien.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcions</translation>
    </message>
    <message>
        <source>The square rule, in Game &gt; Settings: four pieces in any 2 × 2 block of squares that share an attribute also win.</source>
        <translation>La regla del quadrat, a Partida &gt; Configuració: quatre peces que comparteixen un atribut en qualsevol bloc de 2 × 2 caselles també guanyen.</translation>
    </message>
    <message>
        <source>New to Quarto? Your opponent chooses the piece you place, and you choose theirs: four in a line sharing any attribute wins.</source>
        <translation>És la primera vegada que jugueu al Quarto? Cada jugador tria la peça que col·locarà l&apos;adversari: guanyen quatre en línia que comparteixin un atribut.</translation>
    </message>
</context>
<context>
    <name>QuartoTerminal</name>
    <message>
        <source>Pieces left:</source>
        <translation>Peces que queden:</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>A la mà: %1</translation>
    </message>
    <message>
        <source>Place %1 on square: </source>
        <translation>Col·loqueu %1 a la casella: </translation>
    </message>
    <message>
        <source>Square -&gt; %1</source>
        <translation>Casella -&gt; %1</translation>
    </message>
    <message>
        <source>Gives -&gt; %1</source>
        <translation>Dona -&gt; %1</translation>
    </message>
    <message>
        <source>Piece codes: %1</source>
        <translation>Codis de les peces: %1</translation>
    </message>
    <message>
        <source>Quarto! The line is %1.</source>
        <translation>Quarto! Les peces de la línia són %1.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatori</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>voraç</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>llest</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Give a piece: </source>
        <translation>Doneu una peça: </translation>
    </message>
    <message>
        <source>%1 is not among the pieces left</source>
        <translation>%1 no és entre les peces que queden</translation>
    </message>
</context>
<context>
    <name>QuartoText</name>
    <message>
        <source>Quarto</source>
        <translation>Quarto</translation>
    </message>
    <message>
        <source>A move is the square where the piece in hand goes, then the piece given, in four letters: L or D (light or dark), S or T (short or tall), Q or R (square or round), F or H (solid or hollow).</source>
        <translation>Una jugada és la casella on va la peça que teniu a la mà i després la peça que doneu, en quatre lletres: L o D (clara o fosca), S o T (baixa o alta), Q o R (quadrada o rodona), F o H (massissa o foradada).</translation>
    </message>
    <message>
        <source>&amp;Square rule (a 2 × 2 block also wins)</source>
        <translation>Re&amp;gla del quadrat (un bloc de 2 × 2 també guanya)</translation>
    </message>
    <message>
        <source>Four pieces in any 2 × 2 block that share an attribute also win</source>
        <translation>Quatre peces que comparteixen un atribut en qualsevol bloc de 2 × 2 també guanyen</translation>
    </message>
    <message>
        <source>Quarto: a 2x2 square of pieces sharing an attribute also wins.</source>
        <translation>Quarto: un quadrat de 2x2 peces que comparteixen un atribut també guanya.</translation>
    </message>
    <message>
        <source>quarto-E (quarto-square-E with the square rule): Quarto with E empty squares</source>
        <translation>quarto-E (quarto-square-E amb la regla del quadrat): Quarto amb E caselles buides</translation>
    </message>
</context>
<context>
    <name>QuartoWords</name>
    <message>
        <source>dark</source>
        <translation>fosques</translation>
    </message>
    <message>
        <source>light</source>
        <translation>clares</translation>
    </message>
    <message>
        <source>tall</source>
        <translation>altes</translation>
    </message>
    <message>
        <source>short</source>
        <translation>baixes</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rodones</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrades</translation>
    </message>
    <message>
        <source>hollow</source>
        <translation>foradades</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>massisses</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation>totes %1</translation>
    </message>
    <message>
        <source>all %1 and %2</source>
        <translation>totes %1 i %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>dark</source>
        <comment>one piece</comment>
        <translation>fosca</translation>
    </message>
    <message>
        <source>light</source>
        <comment>one piece</comment>
        <translation>clara</translation>
    </message>
    <message>
        <source>tall</source>
        <comment>one piece</comment>
        <translation>alta</translation>
    </message>
    <message>
        <source>short</source>
        <comment>one piece</comment>
        <translation>baixa</translation>
    </message>
    <message>
        <source>round</source>
        <comment>one piece</comment>
        <translation>rodona</translation>
    </message>
    <message>
        <source>square</source>
        <comment>one piece</comment>
        <translation>quadrada</translation>
    </message>
    <message>
        <source>hollow</source>
        <comment>one piece</comment>
        <translation>foradada</translation>
    </message>
    <message>
        <source>solid</source>
        <comment>one piece</comment>
        <translation>massissa</translation>
    </message>
</context>
<context>
    <name>Question</name>
    <message>
        <source>OK</source>
        <translation>D&apos;acord</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Des&amp;carta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Restableix</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1; best: %2 (%3)</source>
        <extracomment>the review of a move: its class and value, then the best move and its value</extracomment>
        <translation>%1; millor: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Revisant la jugada %1 de %2…</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The entry &quot;%1&quot; is missing or malformed.</source>
        <translation>L&apos;entrada «%1» no hi és o està mal formada.</translation>
    </message>
    <message>
        <source>Player %1: unknown player type &quot;%2&quot; (it is &quot;human&quot; or &quot;ai&quot;).</source>
        <translation>Jugador %1: tipus de jugador desconegut «%2» (ha de ser «human» o «ai»).</translation>
    </message>
    <message>
        <source>Player %1: unknown AI level &quot;%2&quot;.</source>
        <translation>Jugador %1: nivell d&apos;IA desconegut «%2».</translation>
    </message>
    <message>
        <source>Player %1: the %2 level does not play this game.</source>
        <translation>Jugador %1: el nivell %2 no juga a aquest joc.</translation>
    </message>
    <message>
        <source>Player %1: the Minimax depth %2 is out of range (%3 to %4).</source>
        <translation>Jugador %1: la profunditat %2 del Minimax és fora de l&apos;interval (de %3 a %4).</translation>
    </message>
    <message>
        <source>Player %1: the time budget of %2 ms is out of range (%3 to %4 ms).</source>
        <translation>Jugador %1: el temps assignat de %2 ms és fora de l&apos;interval (de %3 a %4 ms).</translation>
    </message>
    <message>
        <source>Move %1, &quot;%2&quot;, cannot be played in that position.</source>
        <translation>La jugada %1, «%2», no es pot fer en aquesta posició.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game (%1 KiB; the limit is %2 KiB).</source>
        <translation>El fitxer és massa gran per ser una partida desada (%1 KiB; el límit és de %2 KiB).</translation>
    </message>
    <message>
        <source>The file ends too early: it was cut short or only partly written.</source>
        <translation>El fitxer s&apos;acaba massa aviat: està tallat o només s&apos;ha escrit en part.</translation>
    </message>
    <message>
        <source>This is not a saved game: the file is not valid JSON (%1 at character %2).</source>
        <translation>Això no és una partida desada: el fitxer no és JSON vàlid (%1 al caràcter %2).</translation>
    </message>
    <message>
        <source>This file is not a Quatre saved game.</source>
        <translation>Aquest fitxer no és una partida desada del Quatre.</translation>
    </message>
    <message>
        <source>The saved game has no valid format version.</source>
        <translation>La partida desada no té una versió de format vàlida.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Quatre (format %1); this version reads formats up to %2.</source>
        <translation>Aquesta partida es va desar amb una versió més nova del Quatre (format %1); aquesta versió llegeix formats fins al %2.</translation>
    </message>
    <message>
        <source>A saved game has exactly two players, not %1.</source>
        <translation>Una partida desada té exactament dos jugadors, no %1.</translation>
    </message>
    <message>
        <source>The first player is 1 or 2, not %1.</source>
        <translation>El primer jugador és l&apos;1 o el 2, no %1.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;: the games are %2.</source>
        <translation>Joc desconegut «%1»: els jocs són %2.</translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>Human</source>
        <translation>Jugador humà</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 (depth %2)</source>
        <translation>%1 (profunditat %2)</translation>
    </message>
    <message>
        <source>Opponent (network)</source>
        <extracomment>the seat card of a person playing from another computer; %1 is the name they chose</extracomment>
        <translation>Adversari (xarxa)</translation>
    </message>
    <message>
        <source>%1 — Opponent (network)</source>
        <translation>%1 — Adversari (xarxa)</translation>
    </message>
</context>
<context>
    <name>StartupText</name>
    <message>
        <source>Quatre: four-in-a-row games against people and AI players.</source>
        <translation>Quatre: jocs de fer quatre en ratlla contra persones i jugadors d&apos;IA.</translation>
    </message>
    <message>
        <source>Read and save the settings in the INI file &lt;path&gt;.</source>
        <translation>Llegeix i desa la configuració al fitxer INI &lt;camí&gt;.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>camí</translation>
    </message>
    <message>
        <source>Start from the position after &lt;moves&gt;, e.g. 4453.</source>
        <translation>Comença a partir de la posició que resulta de &lt;jugades&gt;, p. ex. 4453.</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>jugades</translation>
    </message>
    <message>
        <source>Save a picture of the window as PNG &lt;file&gt;, then quit.</source>
        <translation>Desa una captura de la finestra al fitxer PNG &lt;fitxer&gt; i surt.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fitxer</translation>
    </message>
    <message>
        <source>Wait &lt;ms&gt; milliseconds before the picture (default 1500).</source>
        <translation>Espera &lt;ms&gt; mil·lisegons abans de fer la captura (per defecte, 1500).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Window size, e.g. 1100x760.</source>
        <translation>Mida de la finestra, p. ex. 1100x760.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AMPLADAxALÇADA</translation>
    </message>
    <message>
        <source>--screenshot-delay needs a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--screenshot-delay necessita un nombre de mil·lisegons, no «%1».</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1100x760, not &quot;%1&quot;.</source>
        <translation>--size necessita AMPLADAxALÇADA, p. ex. 1100x760, no «%1».</translation>
    </message>
    <message>
        <source>Cannot write the picture %1.</source>
        <translation>No es pot desar la captura %1.</translation>
    </message>
    <message>
        <source>A saved game to open (desktop launchers pass the file chosen).</source>
        <translation>Una partida desada per obrir (els llançadors de l&apos;escriptori passen el fitxer triat).</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[fitxer]</translation>
    </message>
    <message>
        <source>Quatre opens one saved game at a time, not %1.</source>
        <translation>El Quatre obre una sola partida desada cada vegada, no %1.</translation>
    </message>
    <message>
        <source>Give either a saved game or --moves, not both.</source>
        <translation>Indiqueu una partida desada o bé --moves, no totes dues coses.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large for a settings file (%2 KiB; at most %3 KiB).</source>
        <translation>«%1» és massa gran per ser un fitxer de configuració (%2 KiB; com a màxim %3 KiB).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be read: no permission.</source>
        <translation>No es pot llegir «%1»: no hi ha permís.</translation>
    </message>
    <message>
        <source>Your settings could not be read: %1 They are kept as %2, and Quatre starts with its defaults.</source>
        <translation>No s&apos;ha pogut llegir la configuració: %1 Es conserva com a %2, i el Quatre comença amb els valors per defecte.</translation>
    </message>
    <message>
        <source>Cannot open the saved game %1: %2</source>
        <translation>No es pot obrir la partida desada %1: %2</translation>
    </message>
    <message>
        <source>Take the picture of a dialog or a menu instead: &lt;name&gt; is &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; or &quot;game-menu&quot;.</source>
        <translation>Fes la imatge d&apos;un diàleg o d&apos;un menú: &lt;nom&gt; és &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; o &quot;game-menu&quot;.</translation>
    </message>
    <message>
        <source>Unknown dialog &quot;%1&quot;: it is &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; or &quot;game-menu&quot;.</source>
        <translation>Diàleg desconegut «%1»: és &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; o &quot;game-menu&quot;.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The file is not valid JSON (%1 at character %2).</source>
        <translation>El fitxer no és JSON vàlid (%1 al caràcter %2).</translation>
    </message>
    <message>
        <source>The file does not hold Quatre statistics.</source>
        <translation>El fitxer no conté estadístiques del Quatre.</translation>
    </message>
    <message>
        <source>The file has an unknown format version.</source>
        <translation>El fitxer té una versió de format desconeguda.</translation>
    </message>
    <message>
        <source>The file has no list of records.</source>
        <translation>El fitxer no té cap llista de registres.</translation>
    </message>
    <message>
        <source>Record %1 is malformed.</source>
        <translation>El registre %1 està mal format.</translation>
    </message>
    <message>
        <source>Record %1 repeats an earlier one.</source>
        <translation>El registre %1 repeteix un d&apos;anterior.</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>Not sure</source>
        <translation>Sense certesa</translation>
    </message>
    <message>
        <source>Draw with perfect play</source>
        <translation>Empat amb joc perfecte</translation>
    </message>
    <message numerus="yes">
        <source>Wins in %n move(s)</source>
        <translation>
            <numerusform>Guanya en %n jugada</numerusform>
            <numerusform>Guanya en %n jugades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n move(s)</source>
        <translation>
            <numerusform>Perd en %n jugada</numerusform>
            <numerusform>Perd en %n jugades</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quatre::ui::AboutDialog</name>
    <message>
        <source>About Quatre</source>
        <translation>Quant al Quatre</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Quant a</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Llicència</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quatre %1&lt;/h2&gt;&lt;p&gt;Four-in-a-row games: Connect Four on any board from 4x4 to 10x10, Quarto and 4Mation.&lt;/p&gt;&lt;p&gt;Play against a friend or against computer players from Random to Perfect, or watch two computer players in a demo.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Quatre developers.&lt;/p&gt;&lt;p&gt;Quatre is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; the Licence tab has the details.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Quatre %1&lt;/h2&gt;&lt;p&gt;Jocs de quatre en ratlla: el Quatre en ratlla en qualsevol tauler de 4x4 a 10x10, el Quarto i el 4Mation.&lt;/p&gt;&lt;p&gt;Jugueu contra un amic o contra jugadors de l&apos;ordinador, des d&apos;Aleatori fins a Perfecte, o mireu una demostració entre dos jugadors de l&apos;ordinador.&lt;/p&gt;&lt;p&gt;Copyright © 2026 els desenvolupadors del Quatre.&lt;/p&gt;&lt;p&gt;El Quatre és programari lliure: podeu redistribuir-lo i/o modificar-lo d&apos;acord amb els termes de la Llicència Pública General de GNU publicada per la Free Software Foundation, ja sigui la versió 3 de la Llicència o bé (si ho preferiu) qualsevol versió posterior. No té ABSOLUTAMENT CAP GARANTIA; la pestanya Llicència en dona els detalls.&lt;/p&gt;&lt;p&gt;Compilat amb Qt %2, funciona amb Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quatre::ui::AiController</name>
    <message>
        <source>The AI found no move.</source>
        <translation>La IA no ha trobat cap jugada.</translation>
    </message>
    <message>
        <source>This AI level cannot play this game yet.</source>
        <translation>Aquest nivell d&apos;IA encara no pot jugar a aquest joc.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ChatBox</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a chat line: %1 who said it, %2 what they said</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Xat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envia</translation>
    </message>
    <message>
        <source>Say something to the other player</source>
        <translation>Digueu alguna cosa a l&apos;altre jugador</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ConnectFourBoardView</name>
    <message>
        <source>Red</source>
        <translation>Vermell</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Groc</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>La columna %1 és plena.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Taronja</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Column %1 of %2 selected, full</source>
        <translation>Columna %1 de %2 seleccionada, plena</translation>
    </message>
    <message>
        <source>Column %1 of %2 selected, lands in row %3</source>
        <translation>Columna %1 de %2 seleccionada, la fitxa cau a la fila %3</translation>
    </message>
</context>
<context>
    <name>quatre::ui::DemoMenu</name>
    <message>
        <source>Demo: %1 against %2</source>
        <translation>Demostració: %1 contra %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::FirstTimeTip</name>
    <message>
        <source>Read the Rules</source>
        <translation>Llegiu les regles</translation>
    </message>
    <message>
        <source>Help &gt; Rules (F1): how to play, with pictures</source>
        <translation>Ajuda &gt; Regles (F1): com es juga, amb imatges</translation>
    </message>
    <message>
        <source>Close this tip</source>
        <translation>Tanca aquest consell</translation>
    </message>
</context>
<context>
    <name>quatre::ui::FourMationBoardView</name>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negre</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>La casella %1 ja està ocupada.</translation>
    </message>
    <message>
        <source>%1 is not next to an opponent&apos;s cube: choose a highlighted cell.</source>
        <translation>La casella %1 no és al costat de cap cub de l&apos;adversari: trieu una casella ressaltada.</translation>
    </message>
    <message>
        <source>%1 is not next to the last cube (%2): choose a highlighted cell.</source>
        <translation>La casella %1 no és al costat de l&apos;últim cub (%2): trieu una casella ressaltada.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Ara no es pot jugar a la casella %1.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Taronja</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Cell %1 selected: empty, you can play here</source>
        <translation>Casella %1 seleccionada: buida, hi podeu jugar</translation>
    </message>
    <message>
        <source>Cell %1 selected: empty, not playable now</source>
        <translation>Casella %1 seleccionada: buida, ara no s&apos;hi pot jugar</translation>
    </message>
    <message>
        <source>Cell %1 selected: taken by %2</source>
        <translation>Casella %1 seleccionada: ocupada per %2</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>el tauler és ple</translation>
    </message>
    <message>
        <source>%1 has no free cell next to the last cube, nor next to a cube of the other player</source>
        <extracomment>why a 4Mation game was drawn; %1 is the seat&apos;s colour, e.g. White</extracomment>
        <translation>%1 no té cap casella lliure al costat de l&apos;últim cub, ni al costat d&apos;un cub de l&apos;altre jugador</translation>
    </message>
    <message>
        <source>%1 has no free cell next to the last cube</source>
        <translation>%1 no té cap casella lliure al costat de l&apos;últim cub</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameChooser</name>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameDocument</name>
    <message>
        <source>Quatre games (*.quatre *.json)</source>
        <translation>Partides del Quatre (*.quatre *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tots els fitxers (*)</translation>
    </message>
    <message>
        <source>Game saved in %1.</source>
        <translation>Partida desada a %1.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No es pot obrir %1: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>S&apos;ha obert %1.</translation>
    </message>
    <message>
        <source>Its moves are not saved in a file yet.</source>
        <translation>Les seves jugades encara no estan desades en cap fitxer.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not hold its latest moves yet.</source>
        <translation>«%1» encara no conté les últimes jugades.</translation>
    </message>
    <message>
        <source>Save the current game first?</source>
        <translation>Voleu desar primer la partida actual?</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>No s&apos;ha pogut desar la partida.</translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation>Obre una partida desada</translation>
    </message>
    <message>
        <source>Cannot open the saved game %1.</source>
        <translation>No es pot obrir la partida desada %1.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Desa la partida</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the recent list no longer exist and were removed from it.</source>
        <translation>
            <numerusform>%n fitxer de la llista de recents ja no existeix i se n&apos;ha tret.</numerusform>
            <numerusform>%n fitxers de la llista de recents ja no existeixen i se n&apos;han tret.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves to copy yet.</source>
        <translation>Encara no hi ha jugades per copiar.</translation>
    </message>
    <message>
        <source>Copied the moves: %1</source>
        <translation>S&apos;han copiat les jugades: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El porta-retalls no conté cap text.</translation>
    </message>
    <message>
        <source>The clipboard text is too long to be a position.</source>
        <translation>El text del porta-retalls és massa llarg per ser una posició.</translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game of %n move(s).</source>
        <translation>
            <numerusform>S&apos;ha enganxat una partida amb %n jugada.</numerusform>
            <numerusform>S&apos;ha enganxat una partida amb %n jugades.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard does not hold a game.</source>
        <translation>El porta-retalls no conté cap partida.</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>Voleu continuar l&apos;última partida?</translation>
    </message>
    <message numerus="yes">
        <source>A game of %1 was left unfinished after %n move(s).</source>
        <translation>
            <numerusform>Una partida de %1 va quedar sense acabar després de %n jugada.</numerusform>
            <numerusform>Una partida de %1 va quedar sense acabar després de %n jugades.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>No s&apos;ha pogut recuperar l&apos;última partida: %1</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 The file is kept as %2.</source>
        <translation>No s&apos;ha pogut recuperar l&apos;última partida: %1 El fitxer s&apos;ha conservat com a %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) wait: No offers the next one, Yes keeps them for the next start.</source>
        <translation>
            <numerusform>Queda %n partida inacabada més: No l&apos;ofereix a continuació, Sí la guarda per a la propera vegada.</numerusform>
            <numerusform>Queden %n partides inacabades més: No ofereix la següent, Sí les guarda per a la propera vegada.</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for the next start.</source>
        <translation>No s&apos;ha pogut conservar la partida inacabada per a la propera vegada.</translation>
    </message>
    <message>
        <source>%1

Save it in a file of your choice, or quit anyway and lose its moves?</source>
        <translation>%1

Voleu desar-la en un fitxer que trieu, o sortir igualment i perdre&apos;n les jugades?</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Surt igualment</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameSession</name>
    <message>
        <source>The first player must be seat 1 or 2.</source>
        <translation>El primer jugador ha de ser el jugador 1 o el 2.</translation>
    </message>
    <message>
        <source>The game is over: start a new one.</source>
        <translation>La partida s&apos;ha acabat: comenceu-ne una de nova.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Aquesta jugada no està permesa aquí.</translation>
    </message>
    <message>
        <source>Cannot read the moves &quot;%1&quot;: %2.</source>
        <translation>No es poden llegir les jugades «%1»: %2.</translation>
    </message>
    <message>
        <source>The saved game holds an illegal move.</source>
        <translation>La partida desada conté una jugada il·legal.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::HistoryController</name>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be dropped.</source>
        <translation>
            <numerusform>Es descartarà la %n jugada posterior d&apos;aquesta partida.</numerusform>
            <numerusform>Es descartaran les %n jugades posteriors d&apos;aquesta partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on from the position after %1?</source>
        <translation>Voleu continuar jugant des de la posició després de %1?</translation>
    </message>
    <message>
        <source>%1&apos;s move %2</source>
        <translation>la jugada %2 de %1</translation>
    </message>
    <message>
        <source>Browsing the game: the start, before the first move</source>
        <translation>Repassant la partida: l&apos;inici, abans de la primera jugada</translation>
    </message>
    <message>
        <source>Browsing the game: the position after %1 (%2 of the game&apos;s %3 moves)</source>
        <translation>Repassant la partida: la posició després de %1 (%2 de les %3 jugades de la partida)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Acull una partida en xarxa</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Qualsevol port lliure</translation>
    </message>
    <message>
        <source>The TCP port your friend connects to: open it in your firewall. 0 takes any free one.</source>
        <translation>El port TCP al qual es connecta el vostre amic: obriu-lo al tallafoc. Amb 0 se n&apos;agafa qualsevol de lliure.</translation>
    </message>
    <message>
        <source>The name the other player sees</source>
        <translation>El nom que veu l&apos;altre jugador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadors</translation>
    </message>
    <message>
        <source>&amp;You play:</source>
        <translation>Jug&amp;ueu com a:</translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation>&amp;Qui comença:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>El vostre &amp;nom:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Xarxa</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>After you host, Quatre shows the addresses of this computer and a join code. Give both to your friend: they choose Game &gt; Join a Network Game.</source>
        <translation>Quan acolliu la partida, el Quatre mostra les adreces d&apos;aquest ordinador i un codi d&apos;accés. Doneu-los tots dos al vostre amic, que ha de triar Partida &gt; Uneix-te a una partida en xarxa.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Acull</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
</context>
<context>
    <name>quatre::ui::JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Uneix-te a una partida en xarxa</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>p. ex. 192.168.1.20</translation>
    </message>
    <message>
        <source>6 characters, shown by the host</source>
        <translation>6 caràcters, els mostra l&apos;amfitrió</translation>
    </message>
    <message>
        <source>The name the other player sees</source>
        <translation>El nom que veu l&apos;altre jugador</translation>
    </message>
    <message>
        <source>Host &amp;address:</source>
        <translation>&amp;Adreça de l&apos;amfitrió:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Codi d&apos;accés:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>El vostre &amp;nom:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Uneix-te</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Games on this &amp;network:</source>
        <translation>Partides en aquesta &amp;xarxa:</translation>
    </message>
    <message>
        <source>None found yet. You can also type the host&apos;s address.</source>
        <translation>Encara no se n&apos;ha trobat cap. També podeu escriure l&apos;adreça de l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, port %4)</source>
        <extracomment>a game heard on the local network: %1 the host&apos;s name, %2 the game, %3 the address, %4 the port</extracomment>
        <translation>%1 — %2 (%3, port %4)</translation>
    </message>
    <message>
        <source>%1: needs another version of Quatre</source>
        <translation>%1: cal una altra versió del Quatre</translation>
    </message>
    <message>
        <source>Pick a game, then type the join code its host tells you.</source>
        <translation>Trieu una partida i després escriviu el codi d&apos;accés que us doni el seu amfitrió.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>Partida &amp;nova</translation>
    </message>
    <message>
        <source>Start a new game with the current settings</source>
        <translation>Comença una partida nova amb la configuració actual</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reinicia</translation>
    </message>
    <message>
        <source>Play this game again from the first move</source>
        <translation>Torna a jugar aquesta partida des de la primera jugada</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>De&amp;mostració</translation>
    </message>
    <message>
        <source>Watch two AI players play each other</source>
        <translation>Mostra una partida entre dos jugadors d&apos;IA</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Pause or resume the AI players</source>
        <translation>Posa en pausa o reprèn els jugadors d&apos;IA</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Un pas</translation>
    </message>
    <message>
        <source>While paused, let the AI play one move</source>
        <translation>En pausa, deixa que la IA faci una jugada</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Confi&amp;guració…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the display</source>
        <translation>Tria el joc, els jugadors i la visualització</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Surt</translation>
    </message>
    <message>
        <source>Close Quatre</source>
        <translation>Tanca el Quatre</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfés</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Desfà l&apos;última jugada</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Refés</translation>
    </message>
    <message>
        <source>Play again the move you took back</source>
        <translation>Torna a fer la jugada desfeta</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Ask the Expert AI for a good move</source>
        <translation>Demana una bona jugada a la IA Expert</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;About Quatre</source>
        <translation>&amp;Quant al Quatre</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Quant a aquest programa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Obre…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Obre una partida desada</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <source>Save the game in its file</source>
        <translation>Desa la partida al seu fitxer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>&amp;Anomena i desa…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Desa la partida en un fitxer nou</translation>
    </message>
    <message>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Copia les jugades</translation>
    </message>
    <message>
        <source>Copy the moves of this game as text, e.g. 4453 in Connect Four</source>
        <translation>Copia les jugades d&apos;aquesta partida com a text, p. ex. 4453 al Quatre en ratlla</translation>
    </message>
    <message>
        <source>Paste as New &amp;Game</source>
        <translation>Engan&amp;xa com a partida nova</translation>
    </message>
    <message>
        <source>Start a new game from the moves on the clipboard</source>
        <translation>Comença una partida nova a partir de les jugades del porta-retalls</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Estadísti&amp;ques…</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Buida la llista</translation>
    </message>
    <message>
        <source>Forget the recently used files</source>
        <translation>Oblida els fitxers utilitzats recentment</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>De&amp;mo Presets</source>
        <translation>Demostracions prede&amp;finides</translation>
    </message>
    <message>
        <source>Recent &amp;Files</source>
        <translation>Fitxers recen&amp;ts</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Cont&amp;inua</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Anàlisi</translation>
    </message>
    <message>
        <source>Show the value of every move on the board, as the solvers see it</source>
        <translation>Mostra al tauler el valor de cada jugada, tal com el veuen els resolutors</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualització</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Juga des d&apos;&amp;aquí</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves of the game are dropped</source>
        <translation>Continua jugant des de la posició que es mostra; les jugades posteriors de la partida es descarten</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Torna a la partida</translation>
    </message>
    <message>
        <source>Show the game&apos;s position again (or press End or Escape on the move list)</source>
        <translation>Torna a mostrar la posició de la partida (o premeu Fi o Esc a la llista de jugades)</translation>
    </message>
    <message>
        <source>Re&amp;view the Game</source>
        <translation>Re&amp;visa la partida</translation>
    </message>
    <message>
        <source>Judge every move of this game by the solvers&apos; values: the best, the mistakes and the blunders</source>
        <translation>Jutja cada jugada d&apos;aquesta partida pels valors dels resolutors: les millors, els errors i els errors greus</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemes…</translation>
    </message>
    <message>
        <source>Find the winning move in positions proven by the solvers</source>
        <translation>Troba la jugada guanyadora en posicions demostrades pels resolutors</translation>
    </message>
    <message>
        <source>Your wins, losses and draws against each AI level and over the network</source>
        <translation>Les vostres victòries, derrotes i empats contra cada nivell d&apos;IA i en xarxa</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>Acu&amp;ll una partida en xarxa…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: you choose the game</source>
        <translation>Juga contra un amic en un altre ordinador: trieu vós el joc</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>Un&amp;eix-te a una partida en xarxa…</translation>
    </message>
    <message>
        <source>Play a friend on another computer who hosts the game</source>
        <translation>Juga contra un amic que acull la partida en un altre ordinador</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>A&amp;bandona</translation>
    </message>
    <message>
        <source>Give up this network game</source>
        <translation>Abandona aquesta partida en xarxa</translation>
    </message>
    <message>
        <source>Side &amp;Panel</source>
        <translation>&amp;Panell lateral</translation>
    </message>
    <message>
        <source>Show the players, the score and the moves beside the board</source>
        <translation>Mostra els jugadors, el marcador i les jugades al costat del tauler</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regles</translation>
    </message>
    <message>
        <source>How to play each game, with pictures</source>
        <translation>Com es juga a cada joc, amb imatges</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainWindow</name>
    <message>
        <source>Hint: play %1</source>
        <translation>Pista: jugueu %1</translation>
    </message>
    <message>
        <source>Settings saved. The game and player settings apply from the next new game.</source>
        <translation>S&apos;ha desat la configuració. Els paràmetres del joc i dels jugadors s&apos;aplicaran a partir de la propera partida nova.</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>No es pot començar la partida: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>S&apos;està cercant una bona jugada…</translation>
    </message>
    <message>
        <source>Thinking… (depth %1)</source>
        <translation>Pensant… (profunditat %1)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensant…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jugador humà</translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation>EMPAT!</translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation>Victòria!!! Ben jugat</translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation>S&apos;HA ACABAT! - Heu perdut!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 guanya!</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>El vostre torn</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Juga %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Quatre — %1</source>
        <translation>Quatre — %1</translation>
    </message>
    <message>
        <source>%1, %2 × %3</source>
        <translation>%1, %2 × %3</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Guanyador</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Your turn, you play %1</source>
        <translation>El vostre torn, jugueu amb %1</translation>
    </message>
    <message>
        <source>%1 to play, paused</source>
        <translation>Juga %1, en pausa</translation>
    </message>
    <message>
        <source>%1 to play, the computer is thinking</source>
        <translation>Juga %1, l&apos;ordinador està pensant</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Tauler del %1</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>%1 is a file name, %2 the window&apos;s usual title; keep [*], where the modified mark goes</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>No s&apos;han pogut desar les estadístiques: %1</translation>
    </message>
    <message>
        <source>Some settings could not be read and are back to their defaults: %1.</source>
        <translation>No s&apos;han pogut llegir alguns paràmetres i tornen a tenir els valors per defecte: %1.</translation>
    </message>
    <message>
        <source>The settings could not be saved in %1.</source>
        <translation>No s&apos;ha pogut desar la configuració a %1.</translation>
    </message>
    <message>
        <source>You resigned</source>
        <translation>Heu abandonat</translation>
    </message>
    <message>
        <source>%1 resigned: you win!</source>
        <translation>%1 ha abandonat: heu guanyat!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>S&apos;està esperant %1…</translation>
    </message>
    <message>
        <source>%1 to play, waiting for %2</source>
        <translation>Juga %1, s&apos;està esperant %2</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MoveList</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NetworkBar</name>
    <message>
        <source>%1 asks to take back a move.</source>
        <translation>%1 demana desfer una jugada.</translation>
    </message>
    <message>
        <source>%1 asks to start a new game.</source>
        <translation>%1 demana començar una partida nova.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 demana la revenja.</translation>
    </message>
    <message>
        <source>Waiting for %1 to allow taking back a move…</source>
        <translation>S&apos;està esperant que %1 permeti desfer una jugada…</translation>
    </message>
    <message>
        <source>Waiting for %1 to agree to a new game…</source>
        <translation>S&apos;està esperant que %1 accepti una partida nova…</translation>
    </message>
    <message>
        <source>Waiting for a player on port %1. Give your friend an address of this computer (%2) and the join code %3.</source>
        <extracomment>%1 the port, %2 this computer&apos;s addresses, %3 the join code</extracomment>
        <translation>S&apos;està esperant un jugador al port %1. Doneu al vostre amic una adreça d&apos;aquest ordinador (%2) i el codi d&apos;accés %3.</translation>
    </message>
    <message>
        <source>Joining the game…</source>
        <translation>S&apos;està unint a la partida…</translation>
    </message>
    <message>
        <source>%1 The game is kept: save it, or play on against the computer.</source>
        <translation>%1 Es conserva la partida: deseu-la o continueu jugant contra l&apos;ordinador.</translation>
    </message>
    <message>
        <source>%1 The game is kept: %2 can come back with the same code (%3), or save it, or play on against the computer.</source>
        <translation>%1 Es conserva la partida: %2 pot tornar amb el mateix codi (%3), o podeu desar-la o continuar jugant contra l&apos;ordinador.</translation>
    </message>
    <message>
        <source>%1 The game is kept: reconnect to go on, or save it, or play on against the computer.</source>
        <translation>%1 Es conserva la partida: torneu-vos a connectar per a continuar, deseu-la o continueu jugant contra l&apos;ordinador.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Accepta</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rebutja</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>Torna a &amp;connectar</translation>
    </message>
    <message>
        <source>Play On Against the &amp;Computer</source>
        <translation>Continua contra l&apos;&amp;ordinador</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copia el codi</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Tan&amp;ca</translation>
    </message>
    <message>
        <source>&amp;Stop Hosting</source>
        <translation>&amp;Deixa d&apos;acollir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Surt</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NetworkController</name>
    <message>
        <source>You</source>
        <translation>Vós</translation>
    </message>
    <message>
        <source>%1 allowed taking back the move.</source>
        <translation>%1 ha permès desfer la jugada.</translation>
    </message>
    <message>
        <source>%1 did not allow taking back the move.</source>
        <translation>%1 no ha permès desfer la jugada.</translation>
    </message>
    <message>
        <source>%1 agreed to a new game.</source>
        <translation>%1 ha acceptat una partida nova.</translation>
    </message>
    <message>
        <source>%1 declined a new game.</source>
        <translation>%1 ha rebutjat una partida nova.</translation>
    </message>
    <message>
        <source>Cannot host the game.</source>
        <translation>No es pot acollir la partida.</translation>
    </message>
    <message>
        <source>Hosting: waiting for a player to join.</source>
        <translation>S&apos;està acollint la partida: s&apos;espera que s&apos;uneixi un jugador.</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Voleu abandonar aquesta partida?</translation>
    </message>
    <message>
        <source>%1 wins it.</source>
        <translation>%1 guanya la partida.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NoticeBar</name>
    <message>
        <source>Close this message</source>
        <translation>Tanca aquest missatge</translation>
    </message>
</context>
<context>
    <name>quatre::ui::PuzzleDialog</name>
    <message>
        <source>Win at once</source>
        <translation>Guanya de seguida</translation>
    </message>
    <message numerus="yes">
        <source>Win in %n moves</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>Guanya en %n jugada</numerusform>
            <numerusform>Guanya en %n jugades</numerusform>
        </translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Tots els nivells</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resolt</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Encara no resolt</translation>
    </message>
    <message>
        <source>No game has puzzles.</source>
        <translation>Cap joc no té problemes.</translation>
    </message>
    <message>
        <source>The puzzles of %1 cannot be read: %2</source>
        <translation>No es poden llegir els problemes de %1: %2</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Resolts: %1 de %2</translation>
    </message>
    <message>
        <source>%1 is the winning move.</source>
        <translation>%1 és la jugada guanyadora.</translation>
    </message>
    <message>
        <source>Solved! %1 wins fastest.</source>
        <translation>Resolt! %1 guanya el més aviat possible.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins too, but in %n moves; another move wins faster. Try again.</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>%1 també guanya, però en %n jugada; una altra jugada guanya més aviat. Torna-ho a provar.</numerusform>
            <numerusform>%1 també guanya, però en %n jugades; una altra jugada guanya més aviat. Torna-ho a provar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not win: the game ends in a draw. Try again.</source>
        <translation>%1 no guanya: la partida acaba en taules. Torna-ho a provar.</translation>
    </message>
    <message>
        <source>%1 does not win: %2 answers %3 and wins. Try again.</source>
        <translation>%1 no guanya: %2 respon %3 i guanya. Torna-ho a provar.</translation>
    </message>
    <message>
        <source>%1 does not win: %2 answers %3 (%4). Try again.</source>
        <translation>%1 no guanya: %2 respon %3 (%4). Torna-ho a provar.</translation>
    </message>
    <message>
        <source>Checking the puzzle…</source>
        <translation>S&apos;està comprovant el problema…</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins at once.</source>
        <translation>Juga %1: troba la jugada que guanya de seguida.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: find the move that wins in %n moves, counting only yours.</source>
        <translation>
            <numerusform>Juga %1: troba la jugada que guanya en %n jugada, comptant només les teves.</numerusform>
            <numerusform>Juga %1: troba la jugada que guanya en %n jugades, comptant només les teves.</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning move, %1, is marked on the board.</source>
        <translation>La jugada guanyadora, %1, està marcada al tauler.</translation>
    </message>
    <message>
        <source>%1 does not win. The reply comes…</source>
        <translation>%1 no guanya. Ara ve la resposta…</translation>
    </message>
    <message>
        <source>This puzzle could not be checked in time, so no answer can be judged. Try another one.</source>
        <translation>Aquest problema no s&apos;ha pogut comprovar a temps, així que no es pot jutjar cap resposta. Prova&apos;n un altre.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemes</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
    <message>
        <source>G&amp;rade:</source>
        <translation>&amp;Nivell:</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Torna-ho a provar</translation>
    </message>
    <message>
        <source>Show the &amp;Solution</source>
        <translation>Mostra la &amp;solució</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Problema següent</translation>
    </message>
</context>
<context>
    <name>quatre::ui::QuartoBoardView</name>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>The board is full and no four share anything: a draw.</source>
        <translation>El tauler és ple i no hi ha quatre peces amb res en comú: empat.</translation>
    </message>
    <message>
        <source>Quarto! The four pieces are %1.</source>
        <translation>Quarto! Les quatre peces són %1.</translation>
    </message>
    <message>
        <source>%1 chooses a piece to give</source>
        <translation>%1 tria una peça per a donar</translation>
    </message>
    <message>
        <source>%1 places the piece, then gives one</source>
        <translation>%1 col·loca la peça i després en dona una</translation>
    </message>
    <message>
        <source>Choose a piece for your opponent</source>
        <translation>Trieu una peça per a l&apos;adversari</translation>
    </message>
    <message>
        <source>Place your piece on an empty square</source>
        <translation>Col·loqueu la peça en una casella buida</translation>
    </message>
    <message>
        <source>First choose a piece from the reserve for your opponent.</source>
        <translation>Primer trieu una peça de la reserva per a l&apos;adversari.</translation>
    </message>
    <message>
        <source>Square %1 is taken.</source>
        <translation>La casella %1 ja està ocupada.</translation>
    </message>
    <message>
        <source>First place the piece you hold on an empty square.</source>
        <translation>Primer col·loqueu la peça que teniu en una casella buida.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Aquesta jugada no està permesa aquí.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Peça per a col·locar</translation>
    </message>
    <message>
        <source>Placed on %1. Click it again to take it back.</source>
        <translation>Col·locada a %1. Torneu-hi a fer clic per a recuperar-la.</translation>
    </message>
    <message>
        <source>Pieces to give</source>
        <translation>Peces per a donar</translation>
    </message>
    <message>
        <source>Square %1 selected: empty</source>
        <translation>Casella %1 seleccionada: buida</translation>
    </message>
    <message>
        <source>Square %1 selected: %2</source>
        <translation>Casella %1 seleccionada: peça %2</translation>
    </message>
    <message>
        <source>Pieces to give: an empty place</source>
        <translation>Peces per a donar: un lloc buit</translation>
    </message>
    <message>
        <source>Piece to give selected: %1</source>
        <translation>Peça per a donar seleccionada: %1</translation>
    </message>
    <message>
        <source>safe</source>
        <comment>a piece to give that keeps the draw</comment>
        <translation>segura</translation>
    </message>
    <message>
        <source>gives a win</source>
        <comment>a piece to give with which the opponent wins at once</comment>
        <translation>dona la victòria</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ReviewChart</name>
    <message>
        <source>&lt;p&gt;A point for each move: the position after it, from the first player&apos;s side. Up, the first player wins (the higher, the sooner); down, the second player wins; the middle line, a draw.&lt;/p&gt;&lt;p&gt;Large orange points are mistakes, larger red diamonds blunders; a hollow point is only an estimate. Click a point to see its position.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un punt per jugada: la posició que deixa, vista pel primer jugador. A dalt, guanya el primer jugador (com més amunt, més aviat); a baix, guanya el segon jugador; la línia del mig, empat.&lt;/p&gt;&lt;p&gt;Els punts taronja grans són errors, i els rombes vermells més grans, errors greus; un punt buit és només una estimació. Feu clic en un punt per veure&apos;n la posició.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quatre::ui::RulesDialog</name>
    <message>
        <source>No rules are written for %1 yet.</source>
        <translation>Encara no hi ha cap regla escrita per a %1.</translation>
    </message>
    <message>
        <source>Rules of the Games</source>
        <translation>Regles dels jocs</translation>
    </message>
    <message>
        <source>The rules of %1</source>
        <translation>Les regles de %1</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SeatEditor</name>
    <message>
        <source>Human</source>
        <translation>Jugador humà</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation>IA: %1</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>profunditat </translation>
    </message>
    <message>
        <source>How many moves ahead Minimax looks</source>
        <translation>Quantes jugades per endavant calcula el Minimax</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation>Temps de reflexió per jugada</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuració</translation>
    </message>
    <message>
        <source>Changes to the game and the players take effect when you start a new game.</source>
        <translation>Els canvis en el joc i en els jugadors s&apos;aplicaran quan comenceu una partida nova.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>D&apos;acord</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadors</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation>Per torns</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Jugador &amp;1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Jugador &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Qui comença:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Visualització</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Ràpida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The least time before an AI move is shown, so you can follow it</source>
        <translation>El temps mínim abans de mostrar una jugada de la IA, perquè la pugueu seguir</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocitat de l&apos;animació:</translation>
    </message>
    <message>
        <source>AI move &amp;delay:</source>
        <translation>&amp;Retard de les jugades de la IA:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;High-contrast pieces with shape marks</source>
        <translation>Peces d&apos;&amp;alt contrast amb marques de forma</translation>
    </message>
    <message>
        <source>Colours that colour-blind players tell apart, and a cross or a ring on every piece</source>
        <translation>Colors que els jugadors daltònics distingeixen, i una creu o un anell a cada peça</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demostració</translation>
    </message>
    <message>
        <source>The two AI players of Game &gt; Demo</source>
        <translation>Els dos jugadors IA de Partida &gt; Demostració</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Primer jugador:</translation>
    </message>
    <message>
        <source>Seco&amp;nd player:</source>
        <translation>Segon juga&amp;dor:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clar</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Fosc</translation>
    </message>
    <message>
        <source>Light or dark windows and boards, or those of the desktop</source>
        <translation>Finestres i taulers clars o foscos, o els de l&apos;escriptori</translation>
    </message>
    <message>
        <source>Colour sch&amp;eme:</source>
        <translation>&amp;Esquema de colors:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>So</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Reprodueix &amp;sons</translation>
    </message>
    <message>
        <source>A sound when a piece lands on the board and when a game ends</source>
        <translation>Un so quan una peça arriba al tauler i quan s&apos;acaba una partida</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Vol&amp;um:</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Jugadors</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Draws: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Empats: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Demo score</source>
        <translation>Marcador de la demostració</translation>
    </message>
</context>
<context>
    <name>quatre::ui::StatisticsDialog</name>
    <message>
        <source>Reset the statistics?</source>
        <translation>Voleu restablir les estadístiques?</translation>
    </message>
    <message>
        <source>Every win, loss and draw counted so far will be forgotten. This cannot be undone.</source>
        <translation>S&apos;oblidaran totes les victòries, derrotes i empats comptats fins ara. No es pot desfer.</translation>
    </message>
    <message>
        <source>The statistics were reset, but could not be saved.</source>
        <translation>S&apos;han restablert les estadístiques, però no s&apos;han pogut desar.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadístiques</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversari</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partides</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victòries</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotes</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empats</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Restableix…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>Games against an AI player and network games against a person count, each once, when it ends.</source>
        <translation>Compten les partides contra un jugador d&apos;IA i les partides en xarxa contra una persona, cadascuna una sola vegada, quan s&apos;acaba.</translation>
    </message>
    <message>
        <source>No game against an AI player or over the network has ended yet.</source>
        <translation>Encara no s&apos;ha acabat cap partida contra un jugador d&apos;IA ni en xarxa.</translation>
    </message>
    <message>
        <source>A person (network)</source>
        <translation>Una persona (xarxa)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::StatisticsStore</name>
    <message>
        <source>The statistics could not be read. %1 They start again from zero; the unreadable file was kept as %2.</source>
        <translation>No s&apos;han pogut llegir les estadístiques. %1 Tornen a començar de zero; el fitxer illegible s&apos;ha conservat com a %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read. %1 They start again from zero.</source>
        <translation>No s&apos;han pogut llegir les estadístiques. %1 Tornen a començar de zero.</translation>
    </message>
    <message>
        <source>The statistics could not be read. %1 The unreadable file was kept as %2.</source>
        <translation>No s&apos;han pogut llegir les estadístiques. %1 El fitxer illegible s&apos;ha conservat com a %2.</translation>
    </message>
    <message>
        <source>The statistics file %1 is in use by another Quatre; this game will be counted at the next one.</source>
        <translation>Un altre Quatre està fent servir el fitxer d&apos;estadístiques %1; aquesta partida es comptarà amb la següent.</translation>
    </message>
</context>
</TS>
