<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>Cli</name>
    <message>
        <source>quatre-cli: unknown command &apos;%1&apos; (try --help)</source>
        <translation>quatre-cli: comandă necunoscută „%1” (încearcă --help)</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 trebuie să fie un număr întreg de la %2 la %3, nu „%4”</translation>
    </message>
    <message>
        <source>Plays games between two AI levels. Prints one line per game, &apos;&lt;moves&gt; &lt;result&gt;&apos; with the result from p1&apos;s view (1-0, 0-1 or draw), then &apos;p1 &lt;wins&gt; p2 &lt;wins&gt; draws &lt;n&gt;&apos;.</source>
        <translation>Joacă partide între două niveluri IA. Afișează câte o linie pe partidă, „&lt;mutări&gt; &lt;rezultat&gt;”, cu rezultatul din perspectiva lui p1 (1-0, 0-1 sau draw), apoi „p1 &lt;victorii&gt; p2 &lt;victorii&gt; draws &lt;n&gt;”.</translation>
    </message>
    <message>
        <source>The level of player 1.</source>
        <translation>Nivelul jucătorului 1.</translation>
    </message>
    <message>
        <source>The level of player 2.</source>
        <translation>Nivelul jucătorului 2.</translation>
    </message>
    <message>
        <source>How many games, 1 to 100000.</source>
        <translation>Numărul de partide, de la 1 la 100000.</translation>
    </message>
    <message>
        <source>The seed of every random choice, so a match replays exactly.</source>
        <translation>Sămânța tuturor alegerilor aleatorii, ca un meci să se poată relua identic.</translation>
    </message>
    <message>
        <source>Swap who moves first after every game.</source>
        <translation>Schimbă cine mută primul după fiecare partidă.</translation>
    </message>
    <message>
        <source>Random plies played before the AIs take over (0 to 8), so deterministic levels do not repeat one game; with --alternate each opening is played once from each side.</source>
        <translation>Mutări aleatorii jucate înainte ca IA să preia jocul (de la 0 la 8), ca nivelurile deterministe să nu repete aceeași partidă; cu --alternate, fiecare deschidere se joacă o dată din fiecare parte.</translation>
    </message>
    <message>
        <source>match takes no positional argument, got &apos;%1&apos;</source>
        <translation>match nu acceptă argumente poziționale, s-a primit „%1”</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--seed trebuie să fie un număr întreg de la 0 la 18446744073709551615, nu „%1”</translation>
    </message>
    <message>
        <source>level %1 is not available for %2</source>
        <translation>nivelul %1 nu este disponibil pentru %2</translation>
    </message>
    <message>
        <source>Prints the move the chosen level plays in the position reached by &lt;moves&gt; (none: the empty board).</source>
        <translation>Afișează mutarea pe care o joacă nivelul ales în poziția la care se ajunge după &lt;moves&gt; (fără mutări: tabla goală).</translation>
    </message>
    <message>
        <source>The AI level.</source>
        <translation>Nivelul IA.</translation>
    </message>
    <message>
        <source>bad position &apos;%1&apos;: %2</source>
        <translation>poziție nevalidă „%1”: %2</translation>
    </message>
    <message>
        <source>the game is already over in &apos;%1&apos;</source>
        <translation>jocul s-a încheiat deja în „%1”</translation>
    </message>
    <message>
        <source>The seed of the random positions.</source>
        <translation>Sămânța pozițiilor aleatorii.</translation>
    </message>
    <message>
        <source>The moves played so far: 4453 for Connect Four, d4e5 for 4Mation, &quot;DTRH a1LSQF&quot; for Quarto.</source>
        <translation>Mutările jucate până acum: 4453 pentru Patru în linie, d4e5 pentru 4Mation, &quot;DTRH a1LSQF&quot; pentru Quarto.</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>nu se poate citi %1</translation>
    </message>
    <message>
        <source>%1: bad line &apos;%2&apos;</source>
        <translation>%1: linie nevalidă „%2”</translation>
    </message>
    <message>
        <source>With --solver: at most this many positions of each set, 1 to 1000.</source>
        <translation>Cu --solver: cel mult atâtea poziții din fiecare set, de la 1 la 1000.</translation>
    </message>
    <message>
        <source>Print only who wins: 1, 0 (draw) or -1.</source>
        <translation>Afișează doar cine câștigă: 1, 0 (remiză) sau -1.</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>jocul s-a încheiat deja</translation>
    </message>
    <message>
        <source>quatre-cli solve: line %1: %2</source>
        <translation>quatre-cli solve: linia %1: %2</translation>
    </message>
    <message>
        <source>AI Strategies:</source>
        <translation>Strategii IA:</translation>
    </message>
    <message>
        <source>Choose strategy: </source>
        <translation>Alege strategia: </translation>
    </message>
    <message>
        <source>Difficulty (recommended 4 or 5) = </source>
        <translation>Dificultate (recomandat 4 sau 5) = </translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation>E REMIZĂ</translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation>Ai câștigat!!! Bravo</translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation>S-a TERMINAT! - Ai pierdut!</translation>
    </message>
    <message>
        <source>End of input: the game is abandoned.</source>
        <translation>Intrarea s-a încheiat: partida este abandonată.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Rândul tău</translation>
    </message>
    <message>
        <source>AI turn</source>
        <translation>Mută IA</translation>
    </message>
    <message>
        <source>thinking...</source>
        <translation>se gândește...</translation>
    </message>
    <message>
        <source>Plays a game in the terminal against an AI level. What the options do not say (board size, level) is asked. Type a column (Connect Four), a cell such as d4 (4Mation), or a square and a piece code (Quarto); end the input (Ctrl-D) to quit.</source>
        <translation>Joacă o partidă în terminal împotriva unui nivel IA. Ce nu precizează opțiunile (dimensiunea tablei, nivelul) se cere la pornire. Scrie o coloană (Patru în linie), o celulă precum d4 (4Mation) sau o căsuță și un cod de piesă (Quarto); închide intrarea (Ctrl-D) ca să ieși.</translation>
    </message>
    <message>
        <source>The AI level (asked if not given).</source>
        <translation>Nivelul IA (se cere dacă lipsește).</translation>
    </message>
    <message>
        <source>Who moves first: human or ai.</source>
        <translation>Cine mută primul: human sau ai.</translation>
    </message>
    <message>
        <source>The seed of the AI&apos;s random choices, so a game replays (default: a new one each game).</source>
        <translation>Sămânța alegerilor aleatorii ale IA, ca o partidă să se poată relua (implicit: una nouă la fiecare partidă).</translation>
    </message>
    <message>
        <source>play takes no positional argument, got &apos;%1&apos;</source>
        <translation>play nu acceptă argumente poziționale, s-a primit „%1”</translation>
    </message>
    <message>
        <source>--first must be human or ai, not &apos;%1&apos;</source>
        <translation>--first trebuie să fie human sau ai, nu „%1”</translation>
    </message>
    <message>
        <source>¡New Game!</source>
        <translation>Joc nou!</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Dimensiunea tablei:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>„%1” nu este un număr întreg de la %2 la %3</translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation>Intrare nevalidă: %1</translation>
    </message>
    <message>
        <source>Positions (or cancellations) per measurement, 1 to 1000 (default 20); with --solver, how many times every set is measured, medians reported (default 1).</source>
        <translation>Poziții (sau anulări) per măsurătoare, de la 1 la 1000 (implicit 20); cu --solver, de câte ori este măsurat fiecare set, afișându-se medianele (implicit 1).</translation>
    </message>
    <message>
        <source>With --window: how many seconds each match-up is watched, 2 to 600.</source>
        <translation>Cu --window: câte secunde este urmărită fiecare confruntare, de la 2 la 600.</translation>
    </message>
    <message>
        <source>unknown set &apos;%1&apos;</source>
        <translation>set necunoscut „%1”</translation>
    </message>
    <message>
        <source>--window needs the window system, which was not started</source>
        <translation>--window are nevoie de sistemul de ferestre, care nu a fost pornit</translation>
    </message>
    <message>
        <source>With --perfect: games a seat against each opponent, 1 to 100.</source>
        <translation>Cu --perfect: partide din fiecare parte împotriva fiecărui adversar, de la 1 la 100.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>Cover the positions with at most this many plies played.</source>
        <translation>Acoperă pozițiile cu cel mult atâtea mutări jucate.</translation>
    </message>
    <message>
        <source>The lines of the first player, the second, or both.</source>
        <translation>Variantele primului jucător, ale celui de-al doilea sau ale amândurora.</translation>
    </message>
    <message>
        <source>The log of solved positions: read first, then appended to. May be given several times; new positions go to the first.</source>
        <translation>Jurnalul pozițiilor rezolvate: întâi este citit, apoi pozițiile noi se adaugă la sfârșitul lui. Poate fi dat de mai multe ori; pozițiile noi ajung în primul.</translation>
    </message>
    <message>
        <source>Write the book to this file.</source>
        <translation>Scrie cartea în acest fișier.</translation>
    </message>
    <message>
        <source>Verify this book: every position of the walk is in it, and every entry after --check-from plies agrees with the solver.</source>
        <translation>Verifică această carte: fiecare poziție din parcurgere trebuie să fie în ea, iar fiecare intrare de la --check-from mutări încolo trebuie să concorde cu solverul.</translation>
    </message>
    <message>
        <source>With --check: solve the entries with at least this many plies played.</source>
        <translation>Cu --check: rezolvă intrările cu cel puțin atâtea mutări jucate.</translation>
    </message>
    <message>
        <source>--side must be first, second or both, not &apos;%1&apos;</source>
        <translation>--side trebuie să fie first, second sau both, nu „%1”</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 entries, %2 plies; %3 positions of the walk missing; %4 checked against the solver, %5 wrong</source>
        <translation>%1 intrări, %2 mutări; lipsesc %3 poziții din parcurgere; %4 verificate cu solverul, %5 greșite</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>nu se poate scrie %1: %2</translation>
    </message>
    <message>
        <source>%1 positions: %2 from the logs, %3 solved in %4 s</source>
        <translation>%1 poziții: %2 din jurnale, %3 rezolvate în %4 s</translation>
    </message>
    <message>
        <source>%1 line %2 is not &apos;&lt;moves&gt; &lt;move&gt; &lt;score&gt;&apos;</source>
        <translation>%1: linia %2 nu este „&lt;moves&gt; &lt;move&gt; &lt;score&gt;”</translation>
    </message>
    <message>
        <source>%1 is a book for another board or rule</source>
        <translation>%1 este o carte pentru altă tablă sau altă regulă</translation>
    </message>
    <message>
        <source>The solver&apos;s table holds 2^N positions (N from 16 to 30).</source>
        <translation>Tabela solverului conține 2^N poziții (N de la 16 la 30).</translation>
    </message>
    <message>
        <source>With --all-plies: solve only share K of N of the deepest ply (one run per core, each with its own log), and write no book. A run without --part, given every log, then completes the book.</source>
        <translation>Cu --all-plies: rezolvă doar partea K din N a mutării celei mai adânci (o rulare pe nucleu, fiecare cu jurnalul ei) și nu scrie nicio carte. Apoi o rulare fără --part, cu toate jurnalele, completează cartea.</translation>
    </message>
    <message>
        <source>a run with --part makes no book: leave out --output and --check</source>
        <translation>o rulare cu --part nu face nicio carte: scoate --output și --check</translation>
    </message>
    <message>
        <source>--part must be K/N with 1 &lt;= K &lt;= N and 2 &lt;= N &lt;= 64, not &apos;%1&apos;</source>
        <translation>--part trebuie să fie K/N cu 1 &lt;= K &lt;= N și 2 &lt;= N &lt;= 64, nu „%1”</translation>
    </message>
    <message>
        <source>--part shares the deepest ply of --all-plies, which must then be at least 1</source>
        <translation>--part împarte mutarea cea mai adâncă a lui --all-plies, care trebuie atunci să fie cel puțin 1</translation>
    </message>
    <message>
        <source>a run with --part keeps its results only in its log: give --log</source>
        <translation>o rulare cu --part își păstrează rezultatele doar în jurnalul ei: dă --log</translation>
    </message>
    <message>
        <source>every position to ply %1: %2 positions, %3 missing, %4 disagreeing with their children</source>
        <translation>fiecare poziție până la mutarea %1: %2 poziții, lipsesc %3, %4 în dezacord cu pozițiile-copil</translation>
    </message>
    <message>
        <source>Start from this book&apos;s entries (a book made before, whose logs are gone); a log&apos;s entry for a position the book holds does not replace it, so the book&apos;s lines stay. With --all-plies, where the book holds the ply above, its moves give the score of the positions they lead to, which are then solved faster.</source>
        <translation>Pornește de la intrările acestei cărți (o carte făcută înainte, ale cărei jurnale nu mai există); intrarea unui jurnal pentru o poziție pe care cartea o are deja nu o înlocuiește, astfel încât liniile cărții rămân. Cu --all-plies, dacă cartea are mutarea de dinainte, mutările ei dau scorul pozițiilor la care duc, care se rezolvă atunci mai repede.</translation>
    </message>
    <message>
        <source>The game: %1.</source>
        <translation>Jocul: %1.</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;: use %2</source>
        <translation>joc necunoscut „%1”: folosește %2</translation>
    </message>
    <message>
        <source>Instead, run the exact solvers on the sets of --sets; the reference sets (Test_L*) are read from folder &lt;dir&gt;, e.g. tests/data.</source>
        <translation>În schimb, rulează solverele exacte pe seturile din --sets; seturile de referință (Test_L*) sunt citite din dosarul &lt;dir&gt;, de ex. tests/data.</translation>
    </message>
    <message>
        <source>With --solver: the sets to run, comma-separated, each optionally followed by :N for its first N positions. %1. Random positions are seeded and nobody can win in one move.</source>
        <translation>Cu --solver: seturile de rulat, separate prin virgulă, fiecare urmat opțional de :N pentru primele sale N poziții. %1. Pozițiile aleatorii sunt generate dintr-o sămânță și nimeni nu poate câștiga dintr-o mutare.</translation>
    </message>
    <message>
        <source>With --solver: the table of the solvers that take a size (Connect Four&apos;s) has 2^N slots, 18 to 26.</source>
        <translation>Cu --solver: tabela solverelor care primesc o dimensiune (cel pentru Patru în linie) are 2^N intrări, de la 18 la 26.</translation>
    </message>
    <message>
        <source>Instead, play games of the Perfect level (of --game) against other levels, with the game&apos;s opening books and without: time per move, share of exact moves.</source>
        <translation>În schimb, joacă partide ale nivelului Perfect (din jocul dat de --game) împotriva altor niveluri, cu cărțile de deschideri ale jocului și fără ele: timpul pe mutare, proporția mutărilor exacte.</translation>
    </message>
    <message>
        <source>--window needs a program with the window</source>
        <translation>--window are nevoie de un program cu fereastră</translation>
    </message>
    <message>
        <source>%1 has no exact solver</source>
        <translation>%1 nu are solver exact</translation>
    </message>
    <message>
        <source>Makes an opening book (for a game that has them): the Perfect level&apos;s move in every position it can meet in the first plies, as either player, whatever the opponent plays. Solved positions go to the log as they are found, so an interrupted run goes on where it stopped. With --check, verifies a book instead.</source>
        <translation>Creează o carte de deschideri (pentru un joc care are): mutarea nivelului Perfect în fiecare poziție în care poate ajunge în primele mutări, fie ca primul jucător, fie ca al doilea, orice ar juca adversarul. Pozițiile rezolvate sunt scrise în jurnal pe măsură ce sunt găsite, astfel încât o rulare întreruptă continuă de unde s-a oprit. Cu --check, în schimb, verifică o carte.</translation>
    </message>
    <message>
        <source>For a book that covers each player&apos;s lines to a depth of its own (4Mation&apos;s): cover the second player&apos;s lines only to this many plies (default: --plies), where its deeper positions cost too much to solve.</source>
        <translation>Pentru o carte care acoperă variantele fiecărui jucător până la o adâncime proprie (cea pentru 4Mation): acoperă variantele celui de-al doilea jucător doar până la atâtea mutări (implicit: --plies), când pozițiile lui mai adânci costă prea mult de rezolvat.</translation>
    </message>
    <message>
        <source>--second-plies is for %1&apos;s tables only</source>
        <translation>--second-plies este doar pentru tabelele jocului %1</translation>
    </message>
    <message>
        <source>quatre-cli: cannot write the output: %1</source>
        <translation>quatre-cli: ieșirea nu poate fi scrisă: %1</translation>
    </message>
    <message>
        <source>Instead, give solve a line of this many MiB (1 to 1024), made as it is read, then a position: the peak resident memory before and after shows whether the line was held.</source>
        <translation>În schimb, dă comenzii solve o linie de atâția MiB (de la 1 la 1024), generată pe măsură ce este citită, apoi o poziție: vârful memoriei rezidente înainte și după arată dacă linia a fost reținută.</translation>
    </message>
    <message>
        <source>%1: line %2 is longer than %3 KiB</source>
        <translation>%1: linia %2 are mai mult de %3 KiB</translation>
    </message>
    <message>
        <source>Give up on a position after this many seconds (a decimal number), report it as unknown and go on with the next line. Without it a position takes as long as it takes: hours on a nearly empty large board or an early Quarto position.</source>
        <translation>Renunță la o poziție după atâtea secunde (un număr zecimal), o raportează ca necunoscută și trece la linia următoare. Fără această opțiune, o poziție durează cât durează: ore întregi pe o tablă mare aproape goală sau într-o poziție de început la Quarto.</translation>
    </message>
    <message>
        <source>--timeout must be a number of seconds greater than 0 and at most %1, not &apos;%2&apos;</source>
        <translation>--timeout trebuie să fie un număr de secunde mai mare decât 0 și cel mult %1, nu „%2”</translation>
    </message>
    <message>
        <source>longer than %1 KiB, skipped</source>
        <translation>are mai mult de %1 KiB, sărită</translation>
    </message>
    <message>
        <source>unknown: no result within %1 s (%2 nodes searched)</source>
        <translation>necunoscută: niciun rezultat în %1 s (%2 noduri căutate)</translation>
    </message>
    <message>
        <source>quatre-cli solve: cannot read the input: %1</source>
        <translation>quatre-cli solve: intrarea nu poate fi citită: %1</translation>
    </message>
    <message>
        <source>%1 is larger than a book can be (%2 MiB)</source>
        <translation>%1 este mai mare decât poate fi o carte (%2 MiB)</translation>
    </message>
    <message>
        <source>Milliseconds for the exact solves of a position&apos;s moves, 1 to %1; the moves they do not reach get the Expert search&apos;s estimate, in half as much time again.</source>
        <translation>Milisecunde pentru rezolvările exacte ale mutărilor unei poziții, de la 1 la %1; mutările la care acestea nu ajung primesc estimarea căutării Expert, în încă jumătate din acest timp.</translation>
    </message>
    <message>
        <source>Prints the value of every legal move in the position reached by &lt;moves&gt; (none: the empty board) for the player to move, one line each in the order of the legal moves: &apos;&lt;move&gt; &lt;score&gt; exact|estimate &lt;words&gt;&apos;. An exact score is the solver&apos;s (sooner wins higher, 0 a draw), from the opening book, the end of the game or a solve within --budget; an estimate is the Expert search&apos;s, in its own units. The words say the same for people, in the interface&apos;s language.</source>
        <translation>Afișează valoarea fiecărei mutări legale în poziția la care duc &lt;mutările&gt; (niciuna: tabla goală) pentru jucătorul la mutare, câte o linie în ordinea mutărilor legale: &apos;&lt;mutare&gt; &lt;scor&gt; exact|estimate &lt;cuvinte&gt;&apos;. Un scor exact este al solverului (câștigurile mai rapide valorează mai mult, 0 e remiză), din cartea de deschideri, din finalul partidei sau dintr-o rezolvare în --budget; o estimare este a căutării Expert, în unitățile ei. Cuvintele spun același lucru pentru oameni, în limba interfeței.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jucătorul %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a reviewed move: its class (its value)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2), best %3 (%4)</source>
        <comment>a reviewed move: its class (its value), best move (its value)</comment>
        <translation>%1 (%2), cea mai bună %3 (%4)</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>nicio mutare</translation>
    </message>
    <message>
        <source>Reviews a saved game (a .quatre file, or - for standard input): every move of its move list, from the start, is judged by the values of all the moves that could have been played instead. One line a move, &apos;&lt;number&gt;. &lt;player 1|2&gt; &lt;move&gt; &lt;class&gt; (&lt;its value&gt;)&apos;, followed by &apos;, best &lt;move&gt; (&lt;its value&gt;)&apos; when the move was not the best; then one line a player, &apos;&lt;player&gt;: &lt;summary&gt;&apos;. A position whose moves are not all solved within --budget leaves its move not analysed.</source>
        <translation>Analizează un joc salvat (un fișier .quatre sau - pentru intrarea standard): fiecare mutare din listă, de la început, este judecată după valorile tuturor mutărilor care s-ar fi putut face în locul ei. Câte o linie pe mutare, &apos;&lt;număr&gt;. &lt;jucător 1|2&gt; &lt;mutare&gt; &lt;clasă&gt; (&lt;valoarea ei&gt;)&apos;, urmată de &apos;, cea mai bună &lt;mutare&gt; (&lt;valoarea ei&gt;)&apos; când mutarea nu a fost cea mai bună; apoi câte o linie pe jucător, &apos;&lt;jucător&gt;: &lt;rezumat&gt;&apos;. O poziție ale cărei mutări nu sunt toate rezolvate în --budget își lasă mutarea neanalizată.</translation>
    </message>
    <message>
        <source>The saved game, or - for standard input.</source>
        <translation>Jocul salvat sau - pentru intrarea standard.</translation>
    </message>
    <message>
        <source>review takes one saved game: a file, or - for standard input (got %1)</source>
        <translation>review primește un joc salvat: un fișier sau - pentru intrarea standard (a primit %1)</translation>
    </message>
    <message>
        <source>quatre-cli review: cannot read the input: %1</source>
        <translation>quatre-cli review: intrarea nu poate fi citită: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>intrarea standard</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1 of %2 puzzles are wrong</source>
        <translation>%1 din %2 probleme sunt greșite</translation>
    </message>
    <message>
        <source>%1 puzzles, all right</source>
        <translation>%1 probleme, toate corecte</translation>
    </message>
    <message>
        <source>Prints &quot;find the winning move&quot; puzzles from seeded random positions, proven by the game&apos;s exact solver, one a line (resources/puzzles/README.md); or checks a file of them with --check.</source>
        <translation>Afișează probleme „găsește mutarea câștigătoare” din poziții aleatorii generate dintr-o sămânță, dovedite de solverul exact al jocului, câte una pe linie (resources/puzzles/README.md); sau, cu --check, verifică un fișier cu ele.</translation>
    </message>
    <message>
        <source>How many puzzles (default 10).</source>
        <translation>Câte probleme (implicit 10).</translation>
    </message>
    <message>
        <source>The random seed: the same seed, the same puzzles.</source>
        <translation>Sămânța aleatorie: aceeași sămânță, aceleași probleme.</translation>
    </message>
    <message>
        <source>The puzzles win in 1 to this many own moves, as many of each (default 3).</source>
        <translation>Problemele se câștigă în 1 până la atâtea mutări proprii, câte la fel de multe din fiecare (implicit 3).</translation>
    </message>
    <message>
        <source>The fewest moves of the random positions (default: half the longest game).</source>
        <translation>Cele mai puține mutări ale pozițiilor aleatorii (implicit: jumătate din cel mai lung joc).</translation>
    </message>
    <message>
        <source>The most moves of the random positions (default: as long as the game lasts).</source>
        <translation>Cele mai multe mutări ale pozițiilor aleatorii (implicit: cât durează jocul).</translation>
    </message>
    <message>
        <source>Gives up after this many random positions (default: %1 per puzzle asked), for a grade the positions never reach.</source>
        <translation>Renunță după atâtea poziții aleatorii (implicit: %1 pentru fiecare problemă cerută), pentru un nivel pe care pozițiile nu îl ating niciodată.</translation>
    </message>
    <message>
        <source>Checks every puzzle of the file with the solver instead; exit code 1 if one is wrong.</source>
        <translation>În schimb, verifică fiecare problemă din fișier cu solverul; codul de ieșire 1 dacă una este greșită.</translation>
    </message>
    <message>
        <source>puzzles takes no position, got &apos;%1&apos;</source>
        <translation>puzzles nu primește nicio poziție, a primit „%1”</translation>
    </message>
    <message>
        <source>the game &apos;%1&apos; has no exact solver for these options</source>
        <translation>jocul „%1” nu are solver exact pentru aceste opțiuni</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, not &apos;%2&apos;</source>
        <translation>--seed trebuie să fie un număr întreg de la 0 la %1, nu „%2”</translation>
    </message>
    <message>
        <source>quatre-cli: only %1 of %2 puzzles found in %3 random positions</source>
        <translation>quatre-cli: s-au găsit doar %1 din %2 probleme în %3 poziții aleatorii</translation>
    </message>
    <message>
        <source>%1 takes at most one position, got %2</source>
        <translation>%1 primește cel mult o poziție, a primit %2</translation>
    </message>
    <message>
        <source>The name the other player sees.</source>
        <translation>Numele pe care îl vede celălalt jucător.</translation>
    </message>
    <message>
        <source>The port to listen on (default %1; 0: any free one).</source>
        <translation>Portul pe care se ascultă (implicit %1; 0: oricare liber).</translation>
    </message>
    <message>
        <source>The address to listen on (default: every address of this machine; 127.0.0.1: this machine only).</source>
        <translation>Adresa pe care se ascultă (implicit: toate adresele acestui calculator; 127.0.0.1: doar acest calculator).</translation>
    </message>
    <message>
        <source>The seat that moves first, 1 or 2.</source>
        <translation>Locul care mută primul, 1 sau 2.</translation>
    </message>
    <message>
        <source>Seconds to wait for a player to join, 1 to 86400.</source>
        <translation>Secunde de așteptat să se alăture un jucător, de la 1 la 86400.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no IP address</source>
        <translation>„%1” nu este o adresă IP</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>nu se poate asculta pe portul %1: %2</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 s-a alăturat</translation>
    </message>
    <message>
        <source>nobody joined</source>
        <translation>nu s-a alăturat nimeni</translation>
    </message>
    <message>
        <source>The host&apos;s address.</source>
        <translation>Adresa gazdei.</translation>
    </message>
    <message>
        <source>The host&apos;s port.</source>
        <translation>Portul gazdei.</translation>
    </message>
    <message>
        <source>The join code.</source>
        <translation>Codul de acces.</translation>
    </message>
    <message>
        <source>join takes an address, a port and a code</source>
        <translation>join primește o adresă, un port și un cod</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no port</source>
        <translation>„%1” nu este un port</translation>
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
        <translation>Utilizare: quatre-cli &lt;comandă&gt; [opțiuni]

Comenzi:
  match   joacă partide între două niveluri IA și afișează fiecare partidă și scorul
  best    afișează mutarea aleasă de un nivel IA într-o poziție
  analyse afișează valoarea fiecărei mutări legale dintr-o poziție
  review  judecă fiecare mutare a unui joc salvat și rezumă cum a jucat fiecare jucător
  solve   citește poziții de la intrarea standard și afișează scorurile lor exacte
  bench   măsoară IA: timpul pe mutare, latența anulării, depășirea bugetului
  book    creează sau verifică o carte de deschideri (%3)
  play    joacă o partidă în terminal împotriva unui nivel IA
  puzzles creează probleme „găsește mutarea câștigătoare” sau verifică un fișier cu ele
  host    găzduiește un joc în rețea, jucat de un nivel de IA sau în terminal
  join    se alătură unui joc în rețea, jucat de un nivel de IA sau în terminal

Jocuri: --game %1.
Niveluri: random, greedy, minimax:D (adâncime 1-9), expert:MS (timp pe mutare în ms),
expert:dN (adâncime fixă N, reproductibil), perfect sau perfect:MS; cele proprii unui joc: %2.
Rulează „quatre-cli &lt;comandă&gt; --help” pentru opțiunile unei comenzi.
</translation>
    </message>
    <message>
        <source>The AI level that plays this seat (without it, you play at the terminal).</source>
        <translation>Nivelul de IA care joacă acest loc (fără această opțiune, joci tu în terminal).</translation>
    </message>
    <message>
        <source>Hosts a network game: prints the port and the join code, waits for one player to join (quatre-cli join), plays the game, then prints its moves and result from player 1&apos;s view. With --level an AI plays; without it, you play at the terminal: the board is shown after each move, you type moves in the game&apos;s notation or the commands undo, new, resign, say TEXT, quit and help.</source>
        <translation>Găzduiește un joc în rețea: afișează portul și codul de acces, așteaptă să se alăture un jucător (quatre-cli join), joacă jocul, apoi afișează mutările și rezultatul din perspectiva jucătorului 1. Cu --level joacă o IA; fără această opțiune, joci tu în terminal: tabla este afișată după fiecare mutare, iar tu scrii mutările în notația jocului sau comenzile undo, new, resign, say TEXT, quit și help.</translation>
    </message>
    <message>
        <source>The seat this side plays (the AI or you), 1 or 2.</source>
        <translation>Locul jucat de această parte (de IA sau de tine), 1 sau 2.</translation>
    </message>
    <message>
        <source>Joins a network game: the host&apos;s address, port and join code; plays the game, then prints its moves and result from player 1&apos;s view. With --level an AI plays; without it, you play at the terminal: the board is shown after each move, you type moves in the game&apos;s notation or the commands undo, new, resign, say TEXT, quit and help.</source>
        <translation>Se alătură unui joc în rețea: adresa, portul și codul de acces ale gazdei; joacă jocul, apoi afișează mutările și rezultatul din perspectiva jucătorului 1. Cu --level joacă o IA; fără această opțiune, joci tu în terminal: tabla este afișată după fiecare mutare, iar tu scrii mutările în notația jocului sau comenzile undo, new, resign, say TEXT, quit și help.</translation>
    </message>
    <message>
        <source>You are player %1, playing against %2. Type a move, or help.</source>
        <translation>Ești jucătorul %1; adversarul tău este %2. Scrie o mutare sau help.</translation>
    </message>
    <message>
        <source>Goodbye.</source>
        <translation>La revedere.</translation>
    </message>
    <message>
        <source>Type say and your message.</source>
        <translation>Scrie say și mesajul tău.</translation>
    </message>
    <message>
        <source>A new game begins.</source>
        <translation>Începe un joc nou.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 a jucat %2.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Partida s-a încheiat cu remiză.</translation>
    </message>
    <message>
        <source>You won.</source>
        <translation>Ai câștigat.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 a câștigat.</translation>
    </message>
    <message>
        <source>Waiting for %1 to move.</source>
        <translation>Se așteaptă ca %1 să mute.</translation>
    </message>
    <message>
        <source>%1 accepted: your move is taken back.</source>
        <translation>%1 a acceptat: mutarea ta a fost retrasă.</translation>
    </message>
    <message>
        <source>%1 declined to undo.</source>
        <translation>%1 a refuzat retragerea mutării.</translation>
    </message>
    <message>
        <source>%1 accepted a new game.</source>
        <translation>%1 a acceptat un joc nou.</translation>
    </message>
    <message>
        <source>%1 declined a new game.</source>
        <translation>%1 a refuzat un joc nou.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Ai abandonat.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 a abandonat.</translation>
    </message>
    <message>
        <source>Please answer yes or no.</source>
        <translation>Răspunde cu yes sau no.</translation>
    </message>
    <message>
        <source>Your last request is still waiting for an answer.</source>
        <translation>Ultima ta cerere încă așteaptă un răspuns.</translation>
    </message>
    <message>
        <source>You have no move to undo.</source>
        <translation>Nu ai nicio mutare de retras.</translation>
    </message>
    <message>
        <source>Asked %1 to undo; waiting for the answer.</source>
        <translation>Cererea de retragere a fost trimisă către %1; se așteaptă răspunsul.</translation>
    </message>
    <message>
        <source>Asked %1 for a new game; waiting for the answer.</source>
        <translation>Cererea de joc nou a fost trimisă către %1; se așteaptă răspunsul.</translation>
    </message>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation>Nu e rândul tău: se așteaptă %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move here: %2</source>
        <translation>„%1” nu este o mutare posibilă aici: %2</translation>
    </message>
    <message>
        <source>Type a move in the game&apos;s notation on your turn, or:
  undo         ask the other player to take back your last move
  new          ask the other player for a new game
  resign       give up this game
  say TEXT     send TEXT to the other player
  quit, leave  leave the game
  help         show this list</source>
        <translation>Când e rândul tău, scrie o mutare în notația jocului sau:
  undo         cere celuilalt jucător să accepte retragerea ultimei tale mutări
  new          cere celuilalt jucător un joc nou
  resign       abandonează acest joc
  say TEXT     trimite TEXT celuilalt jucător
  quit, leave  părăsește jocul
  help         afișează această listă</translation>
    </message>
    <message>
        <source>The other player asks to undo. Accept? (yes/no) </source>
        <translation>Celălalt jucător cere retragerea mutării. Accepți? (yes/no) </translation>
    </message>
    <message>
        <source>The other player asks for a new game. Accept? (yes/no) </source>
        <translation>Celălalt jucător cere un joc nou. Accepți? (yes/no) </translation>
    </message>
    <message>
        <source>The other player asks for a rematch. Accept? (yes/no) </source>
        <translation>Celălalt jucător cere o revanșă. Accepți? (yes/no) </translation>
    </message>
    <message>
        <source>Your move: </source>
        <translation>Mutarea ta: </translation>
    </message>
    <message>
        <source>Instead, measure the main window (off screen) while AI players think: the longest event-loop stall, the frame interval while a piece moves, the budget overrun; with --game, that game&apos;s match-ups only.</source>
        <translation>În schimb, măsoară fereastra principală (în afara ecranului) în timp ce jucătorii IA gândesc: cea mai lungă blocare a buclei de evenimente, intervalul dintre cadre cât timp se mișcă o piesă, depășirea bugetului de timp; cu --game, doar meciurile acelui joc.</translation>
    </message>
    <message>
        <source>With --window: the AI search threads&apos; priorities to compare, comma-separated, each match-up run with each: nice (the window&apos;s own), idle or normal.</source>
        <translation>Cu --window: prioritățile firelor de căutare ale IA de comparat, separate prin virgulă; fiecare meci se joacă cu fiecare dintre ele: nice (cea a ferestrei), idle sau normal.</translation>
    </message>
    <message>
        <source>unknown search priority &apos;%1&apos;: idle, nice or normal</source>
        <translation>prioritate de căutare necunoscută „%1”: idle, nice sau normal</translation>
    </message>
    <message>
        <source>How many threads share out the moves to solve, 1 to 256 (default: the number of cores, %1), each on a table of its own.</source>
        <translation>Câte fire de execuție își împart mutările de rezolvat, de la 1 la 256 (implicit: numărul de nuclee, %1), fiecare cu propriul tabel.</translation>
    </message>
    <message>
        <source>With --window: print to the error output every stall of the event loop, every timer tick in which the window&apos;s thread worked over 6 ms, and every frame over 20 ms while a piece moves, each with the events delivered during it.</source>
        <translation>Cu --window: scrie la ieșirea de erori fiecare blocare a buclei de evenimente, fiecare tic al temporizatorului în care firul ferestrei a lucrat peste 6 ms și fiecare cadru de peste 20 ms cât timp o piesă se mișcă, fiecare cu evenimentele livrate în acel timp.</translation>
    </message>
    <message>
        <source>Instead, give the Perfect level seeded random positions, from the empty board to a third of the game, on the board of the game options: the share it answers exactly within its budget.</source>
        <translation>În schimb, dă nivelului Perfect poziții aleatorii generate dintr-o sămânță, de la tabla goală până la o treime din joc, pe tabla din opțiunile jocului: partea la care răspunde exact în bugetul său de timp.</translation>
    </message>
    <message>
        <source>With --exact-share: every board of --game up to this size instead, 3 to 10 (each of the game&apos;s numbered options, the rows and the columns for instance).</source>
        <translation>Cu --exact-share: în schimb, fiecare tablă a lui --game până la această mărime, de la 3 la 10 (fiecare dintre opțiunile numerice ale jocului, de exemplu rândurile și coloanele).</translation>
    </message>
    <message>
        <source>With --exact-share: positions of 0 to this many plies, 0 to 99 (default: a third of each board&apos;s game).</source>
        <translation>Cu --exact-share: poziții de la 0 până la acest număr de mutări, de la 0 la 99 (implicit: o treime din jocul fiecărei table).</translation>
    </message>
    <message>
        <source>With --analysis: Connect Four positions, 1 to 10000; the other games get a tenth as many. With --exact-share: positions a board (default 100).</source>
        <translation>Cu --analysis: poziții de Connect Four, de la 1 la 10000; celelalte jocuri primesc de zece ori mai puține. Cu --exact-share: poziții pe tablă (implicit 100).</translation>
    </message>
    <message>
        <source>Measures the program. By default the AI levels: time per move on seeded random positions, how soon a search stops once cancelled, and how far an Expert move overruns its time budget. With --solver: the exact solvers of the games. With --window: the main window while AI players think. With --perfect: the Perfect level in whole games, with and without the game&apos;s opening books. With --analysis: the value of every move of random positions, as analyse finds it. With --exact-share: how often the Perfect level is exact on a board, or on each board up to a size. With --long-line: how much memory solve&apos;s input reader takes for one enormous line.</source>
        <translation>Măsoară programul. Implicit, nivelurile IA: timpul pe mutare în poziții aleatorii generate dintr-o sămânță, cât de repede se oprește o căutare după anulare și cât își depășește o mutare Expert bugetul de timp. Cu --solver: solverele exacte ale jocurilor. Cu --window: fereastra principală în timp ce jucătorii IA gândesc. Cu --perfect: nivelul Perfect în partide întregi, cu cărțile de deschideri ale jocului și fără ele. Cu --analysis: valoarea fiecărei mutări din poziții aleatorii, așa cum o găsește analyse. Cu --exact-share: cât de des este exact nivelul Perfect pe o tablă sau pe fiecare tablă până la o mărime. Cu --long-line: câtă memorie ocupă cititorul intrării lui solve pentru o linie uriașă.</translation>
    </message>
    <message>
        <source>Also hold every position with at most this many plies played, whoever played them, so that the Perfect level answers at once in games it did not play from the start. Only the deepest of these plies is solved; the others are chosen from their children.</source>
        <translation>Conține și toate pozițiile cu cel mult atâtea mutări jucate, oricine le-ar fi jucat, ca nivelul Perfect să răspundă imediat în partide pe care nu le-a jucat de la început. Doar pozițiile mutării celei mai adânci sunt rezolvate; celelalte sunt alese după pozițiile lor fiice.</translation>
    </message>
    <message>
        <source>With --exact-share: positions of at least this many plies, 0 to --plies (default 0).</source>
        <translation>Cu --exact-share: poziții de cel puțin acest număr de mutări, de la 0 la --plies (implicit 0).</translation>
    </message>
    <message>
        <source>How many threads the exact solver searches with, 1 to 256 (default: the number of cores, %1).</source>
        <translation>Cu câte fire de execuție caută solverul exact, de la 1 la 256 (implicit: numărul de nuclee, %1).</translation>
    </message>
    <message>
        <source>With --solver, how many threads the exact solver searches with; with --analysis, how many share out the moves to solve. 1 to 256 (default: the number of cores, %1).</source>
        <translation>Cu --solver, cu câte fire de execuție caută solverul exact; cu --analysis, câte își împart mutările de rezolvat. De la 1 la 256 (implicit: numărul de nuclee, %1).</translation>
    </message>
    <message>
        <source>Instead, time the analysis of every legal move (as analyse does it) on seeded random positions: 6x7 Connect Four from the empty board to 30 plies, Quarto with 12 empty squares, 4Mation 7x7 (official rule) after 8 cubes; with --game, that game&apos;s positions only.</source>
        <translation>În schimb, cronometrează analiza fiecărei mutări legale (cum o face analyse) în poziții aleatorii generate dintr-o sămânță: Connect Four 6x7 de la tabla goală până la 30 de mutări, Quarto cu 12 căsuțe goale, 4Mation 7x7 (regula oficială) după 8 cuburi; cu --game, doar pozițiile acelui joc.</translation>
    </message>
    <message>
        <source>Reads positions from standard input, one per line (a number after the moves, such as a reference file&apos;s score, is ignored), and prints &apos;&lt;moves&gt; &lt;score&gt;&apos; with the exact score for the side to move. An empty line or &apos;-&apos; is the empty board, printed as &apos;-&apos; (not in Quarto, whose positions start with the first piece given). A malformed line, a line longer than %1 KiB, or a position not solved within --timeout prints an error naming its line number and the solver goes on; the exit code is then 1.</source>
        <translation>Citește poziții de la intrarea standard, câte una pe linie (un număr după mutări, cum ar fi scorul dintr-un fișier de referință, este ignorat), și afișează „&lt;mutări&gt; &lt;scor&gt;”, cu scorul exact pentru partea care trebuie să mute. O linie goală sau „-” este tabla goală, afișată ca „-” (nu și în Quarto, ale cărui poziții încep cu prima piesă dată). O linie greșită, o linie mai lungă de %1 KiB sau o poziție nerezolvată în timpul dat de --timeout afișează o eroare cu numărul liniei, iar solverul continuă; codul de ieșire este atunci 1.</translation>
    </message>
    <message>
        <source>%1: its last line was left unfinished by a stopped run; it is dropped, and its position solved again</source>
        <translation>%1: ultima linie a rămas neterminată de o rulare oprită; este eliminată, iar poziția ei este rezolvată din nou</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2, which has none</source>
        <translation>--%1 nu este o opțiune a jocului %2, care nu are niciuna</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (its options: %3)</source>
        <translation>--%1 nu este o opțiune a jocului %2 (opțiunile lui: %3)</translation>
    </message>
    <message>
        <source>--%1 is given %2 times; give it once</source>
        <translation>--%1 este dată de %2 ori; dă-o o singură dată</translation>
    </message>
    <message>
        <source>With --window: the shares of a core (0.05 to 1) that each search thread beside the first may use, to compare, comma-separated, each match-up run with each (the window&apos;s own: 0.7).</source>
        <translation>Cu --window: cotele dintr-un nucleu (de la 0.05 la 1) pe care le poate folosi fiecare fir de căutare în afară de primul, de comparat, separate prin virgulă; fiecare meci se joacă cu fiecare dintre ele (cea a ferestrei: 0.7).</translation>
    </message>
    <message>
        <source>--helper-share takes shares from 0.05 to 1, not &apos;%1&apos;</source>
        <translation>--helper-share acceptă cote de la 0.05 la 1, nu „%1”</translation>
    </message>
    <message>
        <source>With --window: the analysis board on in every match-up, valuing every move of each position while the players think.</source>
        <translation>Cu --window: tabla de analiză pornită în fiecare meci, evaluând fiecare mutare a fiecărei poziții în timp ce jucătorii gândesc.</translation>
    </message>
</context>
<context>
    <name>ConnectFourRulesPage</name>
    <message>
        <source>Red has four discs on a diagonal and wins: the winning line is lit.</source>
        <translation>Roșu are patru piese pe o diagonală și câștigă: linia câștigătoare este luminată.</translation>
    </message>
    <message>
        <source>A full 4 × 4 board with no line of four: a draw.</source>
        <translation>O tablă 4 × 4 plină fără nicio linie de patru: remiză.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Scopul</translation>
    </message>
    <message>
        <source>Two players take turns dropping discs of their colour into the columns of an upright board. A disc falls to the lowest free cell of its column; a full column takes no more discs.</source>
        <translation>Doi jucători lasă să cadă, pe rând, piese de culoarea lor în coloanele unei table verticale. O piesă cade pe cea mai de jos celulă liberă a coloanei ei; într-o coloană plină nu mai încap piese.</translation>
    </message>
    <message>
        <source>The first to line up four or more discs of their colour in a row, a column or a diagonal wins. If the board fills up without such a line, the game is a draw.</source>
        <translation>Câștigă primul care aliniază patru sau mai multe piese de culoarea lui pe un rând, pe o coloană sau pe o diagonală. Dacă tabla se umple fără o astfel de linie, partida se încheie cu remiză.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Cum joci în Quatre</translation>
    </message>
    <message>
        <source>Click a column to drop your disc in it: the column under the mouse is highlighted. With the keyboard, Left and Right move the marker over the columns, and Enter, Space or Down drop the disc; the digits 1 to 9 choose a column at once (0 is column 10).</source>
        <translation>Dă clic pe o coloană ca să lași piesa să cadă în ea: coloana de sub mouse este evidențiată. De la tastatură, Stânga și Dreapta mută marcajul peste coloane, iar Enter, Spațiu sau Jos lasă piesa să cadă; cifrele de la 1 la 9 aleg direct o coloană (0 este coloana 10).</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opțiuni</translation>
    </message>
    <message>
        <source>In Game &gt; Settings you choose the number of rows and of columns, each from 4 to 10 (6 rows by 7 columns is the classic board), who plays each colour, and who starts.</source>
        <translation>În Joc &gt; Setări alegi numărul de rânduri și de coloane, fiecare de la 4 la 10 (tabla clasică are 6 rânduri pe 7 coloane), cine joacă fiecare culoare și cine începe.</translation>
    </message>
    <message>
        <source>New to Connect Four? Drop your discs in turn: four in a row, a column or a diagonal wins.</source>
        <translation>Joci prima dată Patru în linie? Lasă piesele să cadă pe rând: câștigă cine aliniază patru pe un rând, pe o coloană sau pe o diagonală.</translation>
    </message>
</context>
<context>
    <name>ConnectFourTerminal</name>
    <message>
        <source>Choose column: </source>
        <translation>Alege coloana: </translation>
    </message>
    <message>
        <source>Column -&gt; %1</source>
        <translation>Coloana -&gt; %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoriu</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>lacom</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>isteț</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Rows    = </source>
        <translation>Rânduri = </translation>
    </message>
    <message>
        <source>Columns = </source>
        <translation>Coloane = </translation>
    </message>
</context>
<context>
    <name>ConnectFourText</name>
    <message>
        <source>Connect Four</source>
        <translation>Patru în linie</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rânduri:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>C&amp;oloane:</translation>
    </message>
    <message>
        <source>Connect Four rows, 4 to 10.</source>
        <translation>Patru în linie: numărul de rânduri, de la 4 la 10.</translation>
    </message>
    <message>
        <source>Connect Four columns, 4 to 10.</source>
        <translation>Patru în linie: numărul de coloane, de la 4 la 10.</translation>
    </message>
    <message>
        <source>Test_L3_R1 etc.: a Connect Four reference file; connect4-D: Connect Four after D plies</source>
        <translation>Test_L3_R1 etc.: un fișier de referință pentru Patru în linie; connect4-D: Patru în linie după D mutări</translation>
    </message>
    <message>
        <source>The board size %1 × %2 is out of range: rows and columns go from %3 to %4.</source>
        <translation>Dimensiunea tablei %1 × %2 este în afara intervalului: rândurile și coloanele sunt între %3 și %4.</translation>
    </message>
</context>
<context>
    <name>DataFile</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>Nu se poate scrie „%1”: %2.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: the folder %2 does not exist.</source>
        <translation>Nu se poate scrie „%1”: dosarul %2 nu există.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: only %2 of %3 bytes could be written (is the disk full?). The previous file, if any, is unchanged.</source>
        <translation>Nu se poate scrie „%1”: doar %2 din %3 octeți au putut fi scriși (discul este plin?). Fișierul anterior, dacă exista, a rămas neschimbat.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>Nu se poate scrie „%1”: %2. Fișierul anterior, dacă exista, a rămas neschimbat.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>Fișierul „%1” nu există.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>„%1” este un dosar, nu un fișier.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>Nu se poate citi „%1”: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 KiB): Quatre reads files of at most %3 KiB.</source>
        <translation>„%1” este prea mare (%2 KiB): Quatre citește fișiere de cel mult %3 KiB.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be moved aside: %2.</source>
        <translation>„%1” nu a putut fi mutat deoparte: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file.</source>
        <translation>„%1” nu este un fișier obișnuit.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large: Quatre reads files of at most %2 KiB.</source>
        <translation>„%1” este prea mare: Quatre citește fișiere de cel mult %2 KiB.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a loop of symbolic links, not a regular file.</source>
        <translation>„%1” este o buclă de legături simbolice, nu un fișier obișnuit.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a device, not a regular file.</source>
        <translation>„%1” este un dispozitiv, nu un fișier obișnuit.</translation>
    </message>
</context>
<context>
    <name>FourMationRulesPage</name>
    <message>
        <source>White&apos;s fourth cube on the diagonal wins: every cube went next to the cube before it.</source>
        <translation>Al patrulea cub alb de pe diagonală câștigă: fiecare cub a fost pus lângă cubul dinaintea lui.</translation>
    </message>
    <message>
        <source>Black has just played f5 (framed in orange): White&apos;s cube must go on one of the green cells around it.</source>
        <translation>Negrul tocmai a jucat f5 (încadrat cu portocaliu): cubul alb trebuie să meargă pe una dintre celulele verzi din jurul lui.</translation>
    </message>
    <message>
        <source>Draw-when-stuck rule: Black&apos;s last cube (lit) has no free cell next to it, so White is stuck and the game is a draw.</source>
        <translation>Regula remizei la blocaj: ultimul cub negru (luminat) nu are nicio celulă liberă lângă el, așa că albul nu are unde muta și partida este remiză.</translation>
    </message>
    <message>
        <source>Official rule, the same position: White places a cube next to any black cube, on the cells lit in blue.</source>
        <translation>Regula oficială, aceeași poziție: albul pune un cub lângă orice cub negru, pe celulele luminate cu albastru.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Scopul</translation>
    </message>
    <message>
        <source>4Mation is played with white and black cubes on a square board of N × N cells, 7 × 7 by default. The players take turns placing a cube of their colour on an empty cell.</source>
        <translation>4Mation se joacă cu cuburi albe și negre pe o tablă pătrată de N × N celule, implicit 7 × 7. Jucătorii pun, pe rând, câte un cub de culoarea lor pe o celulă liberă.</translation>
    </message>
    <message>
        <source>Four or more cubes of one colour in a line, in a row, a column or a diagonal, win.</source>
        <translation>Câștigă patru sau mai multe cuburi de aceeași culoare în linie, pe un rând, pe o coloană sau pe o diagonală.</translation>
    </message>
    <message>
        <source>Next to the last cube</source>
        <translation>Lângă ultimul cub</translation>
    </message>
    <message>
        <source>The first cube may go on any cell. Every later cube must go on an empty cell next to the last cube placed, by either player: a cell that shares a side or a corner with it. So the cube you place also decides where your opponent may play.</source>
        <translation>Primul cub poate merge pe orice celulă. Fiecare cub următor trebuie să meargă pe o celulă liberă lângă ultimul cub pus, indiferent de jucător: o celulă care are cu el o latură sau un colț comun. Așa că, prin cubul pe care îl pui, hotărăști și unde poate juca adversarul.</translation>
    </message>
    <message>
        <source>On the board the last cube is framed in orange, and the cells where the next cube may go are lit in green.</source>
        <translation>Pe tablă, ultimul cub este încadrat cu portocaliu, iar celulele pe care poate merge cubul următor sunt luminate cu verde.</translation>
    </message>
    <message>
        <source>When a player is stuck</source>
        <translation>Când un jucător nu are unde muta</translation>
    </message>
    <message>
        <source>If every cell next to the last cube is taken, the player to move is stuck. What happens then depends on the rule chosen in Game &gt; Settings:</source>
        <translation>Dacă toate celulele de lângă ultimul cub sunt ocupate, jucătorul la mutare nu are unde muta. Ce se întâmplă atunci depinde de regula aleasă în Joc &gt; Setări:</translation>
    </message>
    <message>
        <source>Under the draw-when-stuck rule (the default, from the original program), the game ends in a draw.</source>
        <translation>Cu regula remizei la blocaj (cea implicită, din programul original), partida se încheie cu remiză.</translation>
    </message>
    <message>
        <source>Under the official rule (the published game&apos;s), the stuck player places a cube next to any cube of the opponent instead, on the cells lit in blue; the game is a draw only if there is no such cell either.</source>
        <translation>Cu regula oficială (cea a jocului publicat), jucătorul blocat pune în schimb un cub lângă orice cub al adversarului, pe celulele luminate cu albastru; partida este remiză doar dacă nu există nici o astfel de celulă.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Cum joci în Quatre</translation>
    </message>
    <message>
        <source>Click one of the lit cells to place your cube there. With the keyboard, the arrow keys move the cursor and Enter or Space places the cube.</source>
        <translation>Dă clic pe una dintre celulele luminate ca să-ți pui cubul acolo. De la tastatură, săgețile mută cursorul, iar Enter sau Spațiu pun cubul.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opțiuni</translation>
    </message>
    <message>
        <source>In Game &gt; Settings you choose the board size N, from 4 to 10, and the rule for a stuck player. A size of 3 gives the &quot;impossible&quot; board of the original program: on 3 × 3 nobody can make four.</source>
        <translation>În Joc &gt; Setări alegi dimensiunea N a tablei, de la 4 la 10, și regula pentru un jucător care nu are unde muta. Dimensiunea 3 dă tabla „imposibilă” din programul original: pe 3 × 3 nimeni nu poate alinia patru.</translation>
    </message>
    <message>
        <source>New to 4Mation? Each cube goes next to the last cube placed, on the lit cells: four in a line wins.</source>
        <translation>Joci prima dată 4Mation? Fiecare cub merge lângă ultimul cub pus, pe celulele luminate: câștigă patru în linie.</translation>
    </message>
</context>
<context>
    <name>FourMationTerminal</name>
    <message>
        <source>Choose cell: </source>
        <translation>Alege celula: </translation>
    </message>
    <message>
        <source>Cell -&gt; %1</source>
        <translation>Celula -&gt; %1</translation>
    </message>
    <message>
        <source>easy peasy</source>
        <translation>floare la ureche</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>lacom</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>isteț</translation>
    </message>
    <message>
        <source>hardcore</source>
        <translation>hardcore</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>impossible (3x3)</source>
        <translation>imposibil (3x3)</translation>
    </message>
    <message>
        <source>Size    = </source>
        <translation>Latura  = </translation>
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
        <translation>&amp;Dimensiunea tablei (N):</translation>
    </message>
    <message>
        <source>&amp;Official rule (when stuck, play next to any opponent cube)</source>
        <translation>Regula o&amp;ficială (când nu ai unde muta, joci lângă orice cub al adversarului)</translation>
    </message>
    <message>
        <source>The board is N × N; on 3 × 3 nobody can make four</source>
        <translation>Tabla are N × N celule; pe 3 × 3 nimeni nu poate alinia patru</translation>
    </message>
    <message>
        <source>Without it, a player with no cell next to the last cube ends the game in a draw</source>
        <translation>Fără ea, un jucător care nu are nicio celulă liberă lângă ultimul cub încheie partida cu remiză</translation>
    </message>
    <message>
        <source>4Mation board size N (N x N), 3 to 10.</source>
        <translation>4Mation: dimensiunea tablei N (N x N), de la 3 la 10.</translation>
    </message>
    <message>
        <source>4Mation: a player with no cell next to the last cube may play next to any opponent cube.</source>
        <translation>4Mation: un jucător fără nicio celulă liberă lângă ultimul cub poate juca lângă orice cub al adversarului.</translation>
    </message>
    <message>
        <source>The board size %1 is out of range: 4Mation boards go from %2 to %3.</source>
        <translation>Dimensiunea tablei %1 este în afara intervalului: tablele 4Mation au între %2 și %3.</translation>
    </message>
    <message>
        <source>4mation-S (4mation-official-S with the official rule): the empty S x S board; 4mation-S-C: S x S after C cubes</source>
        <translation>4mation-S (4mation-official-S cu regula oficială): tabla goală de S x S; 4mation-S-C: S x S după C cuburi</translation>
    </message>
    <message>
        <source>Hardcore</source>
        <translation>Hardcore</translation>
    </message>
    <message>
        <source>Too easy m8.</source>
        <translation>Prea ușor, frate.</translation>
    </message>
    <message>
        <source>Careful. I&apos;ve got everything under control.</source>
        <translation>Ai grijă. Am totul sub control.</translation>
    </message>
    <message>
        <source>I&apos;m tired of thinking. I&apos;ll just go with the most obvious one.</source>
        <translation>M-am săturat de gândit. O iau pe cea mai evidentă.</translation>
    </message>
    <message>
        <source>dummy vs foo (Random vs Random)</source>
        <translation>dummy contra foo (Aleatoriu contra Aleatoriu)</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <source>foo</source>
        <translation>foo</translation>
    </message>
    <message>
        <source>dummy vs Roussel (Random vs Hardcore)</source>
        <translation>dummy contra Roussel (Aleatoriu contra Hardcore)</translation>
    </message>
    <message>
        <source>Roussel</source>
        <translation>Roussel</translation>
    </message>
    <message>
        <source>Colmerauer vs Roussel (Hardcore vs Hardcore)</source>
        <translation>Colmerauer contra Roussel (Hardcore contra Hardcore)</translation>
    </message>
    <message>
        <source>Colmerauer</source>
        <translation>Colmerauer</translation>
    </message>
    <message>
        <source>the level-1 bot: places its cube on any allowed cell at random</source>
        <translation>botul de nivelul 1: își pune cubul la întâmplare pe orice celulă permisă</translation>
    </message>
    <message>
        <source>the level-2 bot: blocks the other&apos;s winning cell, looks for a forced win, otherwise takes the most promising cell, and says which it did</source>
        <translation>botul de nivelul 2: blochează celula câștigătoare a celuilalt, caută un câștig forțat, altfel alege celula cea mai promițătoare și spune ce a făcut</translation>
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
        <translation>Aleatoriu</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Lacom</translation>
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
        <translation>Perfect</translation>
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
            <numerusform>câștigă în %n</numerusform>
            <numerusform>câștigă în %n</numerusform>
            <numerusform>câștigă în %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <comment>own moves, this one included</comment>
        <translation>
            <numerusform>pierde în %n</numerusform>
            <numerusform>pierde în %n</numerusform>
            <numerusform>pierde în %n</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remiză</translation>
    </message>
    <message>
        <source>An estimate by the Expert search: the exact value was out of reach within the time allowed.</source>
        <translation>O estimare a căutării Expert: valoarea exactă nu a putut fi aflată în timpul acordat.</translation>
    </message>
    <message>
        <source>Exact: with perfect play this move leads to a draw.</source>
        <translation>Exact: cu joc perfect această mutare duce la remiză.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>cea mai bună</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bună</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>greșeală</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gafă</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>neanalizată</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n greșeală</numerusform>
            <numerusform>%n greșeli</numerusform>
            <numerusform>%n de greșeli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gafă</numerusform>
            <numerusform>%n gafe</numerusform>
            <numerusform>%n de gafe</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistakes</source>
        <translation>nicio greșeală</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) not analysed</source>
        <translation>
            <numerusform>%n mutare neanalizată</numerusform>
            <numerusform>%n mutări neanalizate</numerusform>
            <numerusform>%n de mutări neanalizate</numerusform>
        </translation>
    </message>
    <message>
        <source>; accuracy %1%</source>
        <translation>; precizie %1%</translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move wins in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exact: cu joc perfect această mutare câștigă în %n mutare a acestui jucător, inclusiv aceasta.</numerusform>
            <numerusform>Exact: cu joc perfect această mutare câștigă în %n mutări ale acestui jucător, inclusiv aceasta.</numerusform>
            <numerusform>Exact: cu joc perfect această mutare câștigă în %n de mutări ale acestui jucător, inclusiv aceasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move loses in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exact: cu joc perfect această mutare pierde în %n mutare a acestui jucător, inclusiv aceasta.</numerusform>
            <numerusform>Exact: cu joc perfect această mutare pierde în %n mutări ale acestui jucător, inclusiv aceasta.</numerusform>
            <numerusform>Exact: cu joc perfect această mutare pierde în %n de mutări ale acestui jucător, inclusiv aceasta.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>a message of %1 bytes, over the limit of 64 KiB</source>
        <translation>un mesaj de %1 octeți, peste limita de 64 KiB</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>text care nu este UTF-8</translation>
    </message>
    <message>
        <source>bytes that are no message</source>
        <translation>octeți care nu sunt un mesaj</translation>
    </message>
    <message>
        <source>a message nested too deep</source>
        <translation>un mesaj imbricat prea adânc</translation>
    </message>
    <message>
        <source>a message of unknown type &quot;%1&quot;</source>
        <translation>un mesaj de tip necunoscut „%1”</translation>
    </message>
    <message>
        <source>a message with a bad field &quot;%1&quot;</source>
        <translation>un mesaj cu un câmp greșit „%1”</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>You closed the connection.</source>
        <translation>Ai închis conexiunea.</translation>
    </message>
    <message>
        <source>The other player left the game%1.</source>
        <translation>Celălalt jucător a părăsit jocul%1.</translation>
    </message>
    <message>
        <source>The connection was lost%1.</source>
        <translation>Conexiunea s-a pierdut%1.</translation>
    </message>
    <message>
        <source>The other player&apos;s program stopped answering.</source>
        <translation>Programul celuilalt jucător nu mai răspunde.</translation>
    </message>
    <message>
        <source>The other player&apos;s program sent %1; the connection was closed.</source>
        <translation>Programul celuilalt jucător a trimis %1; conexiunea a fost închisă.</translation>
    </message>
    <message>
        <source>The other player&apos;s program sent messages too fast; the connection was closed.</source>
        <translation>Programul celuilalt jucător a trimis mesaje prea repede; conexiunea a fost închisă.</translation>
    </message>
    <message>
        <source>The other player&apos;s program broke the rules%1; the connection was closed.</source>
        <translation>Programul celuilalt jucător a încălcat regulile%1; conexiunea a fost închisă.</translation>
    </message>
    <message>
        <source>%1 tried to join, but the game is full.</source>
        <translation>%1 a încercat să se alăture, dar jocul este complet.</translation>
    </message>
    <message>
        <source>%1 tried to join with a wrong code.</source>
        <translation>%1 a încercat să se alăture cu un cod greșit.</translation>
    </message>
    <message>
        <source>Hosting stopped: %1 gave a wrong join code %2 times.</source>
        <translation>Găzduirea s-a oprit: %1 a dat un cod greșit de %2 ori.</translation>
    </message>
    <message>
        <source>The host did not accept the join code.</source>
        <translation>Gazda nu a acceptat codul de acces.</translation>
    </message>
    <message>
        <source>The host already has an opponent: the game is full.</source>
        <translation>Gazda are deja un adversar: jocul este complet.</translation>
    </message>
    <message>
        <source>Could not reach %1, port %2: %3</source>
        <translation>Nu s-a putut ajunge la %1, portul %2: %3</translation>
    </message>
    <message>
        <source>Could not reach %1, port %2: no answer.</source>
        <translation>Nu s-a putut ajunge la %1, portul %2: niciun răspuns.</translation>
    </message>
    <message>
        <source>The other program (Quatre %1) speaks network protocol %2; this one speaks %3. Both players need versions of Quatre that speak the same protocol.</source>
        <translation>Celălalt program (Quatre %1) folosește protocolul de rețea %2; acesta folosește %3. Ambii jucători au nevoie de versiuni Quatre care folosesc același protocol.</translation>
    </message>
    <message>
        <source>a message before the game&apos;s setup</source>
        <translation>un mesaj înainte de configurarea jocului</translation>
    </message>
    <message>
        <source>a message out of place during the game</source>
        <translation>un mesaj nelalocul lui în timpul jocului</translation>
    </message>
    <message>
        <source>a second setup</source>
        <translation>o a doua configurare</translation>
    </message>
    <message>
        <source>an unknown game</source>
        <translation>un joc necunoscut</translation>
    </message>
    <message>
        <source>options the game does not have</source>
        <translation>opțiuni pe care jocul nu le are</translation>
    </message>
    <message>
        <source>a move after the end of the game</source>
        <translation>o mutare după sfârșitul jocului</translation>
    </message>
    <message>
        <source>an illegal move in the setup</source>
        <translation>o mutare ilegală în configurare</translation>
    </message>
    <message>
        <source>a game that cannot be set up</source>
        <translation>un joc care nu poate fi configurat</translation>
    </message>
    <message>
        <source>a move for another position</source>
        <translation>o mutare pentru altă poziție</translation>
    </message>
    <message>
        <source>a move out of turn</source>
        <translation>o mutare când nu era rândul său</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>o mutare ilegală</translation>
    </message>
    <message>
        <source>Cannot look for games on port %1: %2</source>
        <translation>Nu se pot căuta jocuri pe portul %1: %2</translation>
    </message>
    <message>
        <source>a game other than the one interrupted</source>
        <translation>un alt joc decât cel întrerupt</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <source>The opening book %1 cannot be read (%2); the Perfect level will think longer in the opening.</source>
        <translation>Cartea de deschideri %1 nu poate fi citită (%2); nivelul Perfect va gândi mai mult în deschidere.</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>mai mare de %1 MiB</translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <source>board size %1x%2 is outside 4x4..10x10</source>
        <translation>dimensiunea tablei %1x%2 este în afara intervalului 4x4..10x10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column: use 1-9, and a for column 10</source>
        <translation>caracterul %1 (&apos;%2&apos;) nu este o coloană: folosește 1-9 și a pentru coloana 10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 does not exist on a board of %4 columns</source>
        <translation>caracterul %1 (&apos;%2&apos;): coloana %3 nu există pe o tablă cu %4 coloane</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): the game was already over</source>
        <translation>caracterul %1 (&apos;%2&apos;): jocul se terminase deja</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 is full</source>
        <translation>caracterul %1 (&apos;%2&apos;): coloana %3 este plină</translation>
    </message>
    <message>
        <source>board size %1 is outside 3..10</source>
        <translation>dimensiunea tablei %1 este în afara intervalului 3..10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column letter: a move is a letter and a row number, as in d4</source>
        <translation>caracterul %1 (&apos;%2&apos;) nu este o literă de coloană: o mutare este o literă și un număr de rând, ca în d4</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 does not exist on a board of %4 columns (a-%5)</source>
        <translation>caracterul %1 (&apos;%2&apos;): coloana %3 nu există pe o tablă cu %4 coloane (a-%5)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): the row number after the letter is missing</source>
        <translation>caracterul %1 (&apos;%2&apos;): lipsește numărul rândului după literă</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a row number after &apos;%3&apos;</source>
        <translation>caracterul %1 (&apos;%2&apos;) nu este un număr de rând după &apos;%3&apos;</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): row %3 does not exist on a board of %4 rows (1-%4)</source>
        <translation>caracterul %1 (&apos;%2&apos;): rândul %3 nu există pe o tablă cu %4 rânduri (1-%4)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 comes after the game was already over</source>
        <translation>caracterul %1 (&apos;%2&apos;): %3 vine după ce jocul se terminase deja</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is already occupied</source>
        <translation>caracterul %1 (&apos;%2&apos;): %3 este deja ocupată</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is not adjacent to the last cube (%4)</source>
        <translation>caracterul %1 (&apos;%2&apos;): %3 nu este vecină cu ultimul cub (%4)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is not adjacent to the last cube (%4) nor, with it surrounded, to an opponent cube</source>
        <translation>caracterul %1 (&apos;%2&apos;): %3 nu este vecină cu ultimul cub (%4) și nici, acesta fiind înconjurat, cu un cub al adversarului</translation>
    </message>
    <message>
        <source>an empty move: write a square and/or a piece, as in b3DTRH</source>
        <translation>o mutare goală: scrie o căsuță și/sau o piesă, ca în b3DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column: squares are a1 to d4</source>
        <translation>caracterul %1 (&apos;%2&apos;) nu este o coloană: căsuțele sunt de la a1 la d4</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a row: squares are a1 to d4</source>
        <translation>caracterul %1 (&apos;%2&apos;) nu este un rând: căsuțele sunt de la a1 la d4</translation>
    </message>
    <message>
        <source>character %1 (the end of the move): the piece code is too short, expected %2 (%3) or %4 (%5) in a piece code like DTRH</source>
        <translation>caracterul %1 (sfârșitul mutării): codul piesei este prea scurt, se aștepta %2 (%3) sau %4 (%5) într-un cod de piesă ca DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): expected %3 (%4) or %5 (%6) in a piece code like DTRH</source>
        <translation>caracterul %1 (&apos;%2&apos;): se aștepta %3 (%4) sau %5 (%6) într-un cod de piesă ca DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): a piece code has only 4 letters</source>
        <translation>caracterul %1 (&apos;%2&apos;): un cod de piesă are doar 4 litere</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): the game is already over</source>
        <translation>mutarea &apos;%1&apos; (caracterul %2): jocul s-a terminat deja</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): the first move only gives a piece, as in DTRH, with no square</source>
        <translation>mutarea &apos;%1&apos; (caracterul %2): prima mutare doar dă o piesă, ca DTRH, fără căsuță</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): place the piece in hand (%3) on a square first, as in b3%3</source>
        <translation>mutarea &apos;%1&apos; (caracterul %2): pune mai întâi piesa din mână (%3) pe o căsuță, ca în b3%3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): square %3 is already taken</source>
        <translation>mutarea &apos;%1&apos; (caracterul %2): căsuța %3 este deja ocupată</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): placing on %3 wins, so the game ends and no piece is given</source>
        <translation>caracterul %1 (&apos;%2&apos;): plasarea pe %3 câștigă, deci jocul se termină și nu se dă nicio piesă</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): placing on %3 fills the board, so the game ends and no piece is given</source>
        <translation>caracterul %1 (&apos;%2&apos;): plasarea pe %3 umple tabla, deci jocul se termină și nu se dă nicio piesă</translation>
    </message>
    <message>
        <source>character %1 (the end of the move): after placing on %2 a piece must be given, as in %2DTRH</source>
        <translation>caracterul %1 (sfârșitul mutării): după plasarea pe %2 trebuie dată o piesă, ca în %2DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): piece %3 is the one being placed</source>
        <translation>caracterul %1 (&apos;%2&apos;): piesa %3 este chiar cea care se plasează</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): piece %3 is already on the board</source>
        <translation>caracterul %1 (&apos;%2&apos;): piesa %3 este deja pe tablă</translation>
    </message>
    <message>
        <source>rows and columns must each be between 4 and 10 (got %1x%2)</source>
        <translation>rândurile și coloanele trebuie să fie fiecare între 4 și 10 (s-a primit %1x%2)</translation>
    </message>
    <message>
        <source>the 4Mation board size must be between 3 and 10 (got %1)</source>
        <translation>dimensiunea tablei 4Mation trebuie să fie între 3 și 10 (s-a primit %1)</translation>
    </message>
    <message>
        <source>unknown game</source>
        <translation>joc necunoscut</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>nu s-a dat nicio mutare</translation>
    </message>
    <message>
        <source>give one move at a time</source>
        <translation>dă câte o singură mutare</translation>
    </message>
    <message>
        <source>this game has no opening book</source>
        <translation>acest joc nu are carte de deschideri</translation>
    </message>
    <message>
        <source>a book needs a board of at most 52 bits: columns x (rows + 1)</source>
        <translation>o carte are nevoie de o tablă de cel mult 52 de biți: coloane x (rânduri + 1)</translation>
    </message>
    <message>
        <source>no piece has been given yet: start with the opening give</source>
        <translation>încă nu s-a dat nicio piesă: începe prin a da prima piesă</translation>
    </message>
    <message>
        <source>Quarto has no opening book: its solver is exact from the tenth empty square</source>
        <translation>Quarto nu are carte de deschideri: solverul său este exact începând cu a zecea căsuță goală</translation>
    </message>
    <message>
        <source>light</source>
        <translation>deschisă la culoare</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>închisă la culoare</translation>
    </message>
    <message>
        <source>short</source>
        <translation>scundă</translation>
    </message>
    <message>
        <source>tall</source>
        <translation>înaltă</translation>
    </message>
    <message>
        <source>square</source>
        <translation>pătrată</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rotundă</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>plină</translation>
    </message>
    <message>
        <source>hollow</source>
        <translation>găurită</translation>
    </message>
    <message>
        <source>expected &lt;game&gt; &lt;options&gt; &lt;moves to win&gt; &lt;winning move&gt; &lt;moves&gt;</source>
        <translation>se aștepta &lt;joc&gt; &lt;opțiuni&gt; &lt;mutări până la câștig&gt; &lt;mutarea câștigătoare&gt; &lt;mutări&gt;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no option of the game (expected key=value)</source>
        <translation>„%1” nu este o opțiune a jocului (se aștepta cheie=valoare)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of moves to win (1 or more)</source>
        <translation>„%1” nu este un număr de mutări până la câștig (1 sau mai mult)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no legal move of the position: %2</source>
        <translation>„%1” nu este o mutare legală a poziției: %2</translation>
    </message>
    <message>
        <source>%1 needs a time budget in milliseconds from %2 to %3, as in %1:1000</source>
        <translation>%1 are nevoie de un timp pe mutare în milisecunde între %2 și %3, ca în %1:1000</translation>
    </message>
    <message>
        <source>%1 needs a depth from %2 to %3, as in %1:4</source>
        <translation>%1 are nevoie de o adâncime între %2 și %3, ca în %1:4</translation>
    </message>
    <message>
        <source>%1:dN needs a depth cap N from %2 to %3</source>
        <translation>%1:dN are nevoie de o limită de adâncime N între %2 și %3</translation>
    </message>
    <message>
        <source>level &apos;%1&apos; takes no parameter</source>
        <translation>nivelul &apos;%1&apos; nu primește parametri</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect or perfect:MS</source>
        <translation>nivel necunoscut &apos;%1&apos;: folosește random, greedy, minimax:D, expert:MS, expert:dN, perfect sau perfect:MS</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS or a game&apos;s own level (%2)</source>
        <translation>nivel necunoscut &apos;%1&apos;: folosește random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS sau un nivel propriu al unui joc (%2)</translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>„%1” nu poate fi citit: %2</translation>
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
        <translation>Dosar</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unitate</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Afișează ajutorul pentru opțiunile din linia de comandă.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Afișează ajutorul, inclusiv opțiunile specifice Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Afișează informații despre versiune.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilizare: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opțiuni:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opțiuni]</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>Opțiune necunoscută &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>Opțiuni necunoscute: %1.</translation>
    </message>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>Lipsește valoarea după &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>Valoare neașteptată după &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Caută în:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Numele fișierului:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fișiere de tipul:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Șt&amp;erge</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Redenumește</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Dosar &amp;nou</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Dosar nou</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Arată fișierele a&amp;scunse</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dosarul părinte</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vizualizare listă</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vizualizare detaliată</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Mergi înapoi</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Mergi înainte</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Mergi la dosarul părinte</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Treci la vizualizarea listă</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Treci la vizualizarea detaliată</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista de locuri și semne de carte</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bara laterală</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fișiere</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Locuri recente</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 există deja.
Vrei să-l înlocuiești?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fișierul nu a fost găsit.
Verifică dacă numele fișierului este corect.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Sigur vrei să ștergi „%1”?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensiune</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data modificării</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Calculator</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>În&amp;chide</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Închide fără salvare</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Salvează tot</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Da la &amp;toate</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;u la toate</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonează</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reîncearcă</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignoră</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restabilește valorile implicite</translation>
    </message>
</context>
<context>
    <name>QuartoRulesPage</name>
    <message>
        <source>Player 2 placed the fourth tall piece in the bottom row and wins: the four pieces differ in everything else.</source>
        <translation>Jucătorul 2 a pus a patra piesă înaltă pe rândul de jos și câștigă: în rest, cele patru piese diferă în toate.</translation>
    </message>
    <message>
        <source>Player 1 holds the piece Player 2 chose for them (&quot;Piece to place&quot;). They put it on an empty square, then choose from &quot;Pieces to give&quot; the piece Player 2 must place next.</source>
        <translation>Jucătorul 1 ține piesa aleasă pentru el de Jucătorul 2 („Piesa de pus”). O pune pe o căsuță liberă, apoi alege din „Piese de dat” piesa pe care Jucătorul 2 trebuie s-o pună în continuare.</translation>
    </message>
    <message>
        <source>With the square rule, four round pieces in a 2 × 2 block win too.</source>
        <translation>Cu regula pătratului, câștigă și patru piese rotunde într-un bloc 2 × 2.</translation>
    </message>
    <message>
        <source>The pieces and the aim</source>
        <translation>Piesele și scopul</translation>
    </message>
    <message>
        <source>Quarto is played on a board of 4 × 4 squares with 16 different pieces. Each piece is light or dark, short or tall, square or round, and solid or hollow. The pieces belong to nobody: both players place the same pieces.</source>
        <translation>Quarto se joacă pe o tablă de 4 × 4 căsuțe cu 16 piese diferite. Fiecare piesă este deschisă sau închisă la culoare, scundă sau înaltă, pătrată sau rotundă, și plină sau găurită. Piesele nu sunt ale nimănui: amândoi jucătorii pun aceleași piese.</translation>
    </message>
    <message>
        <source>Whoever places the fourth piece of a row, a column or one of the two long diagonals wins, if all four pieces of that line share at least one attribute: all light, all tall, all round, all hollow… If all 16 pieces are placed without such a line, the game is a draw.</source>
        <translation>Câștigă cine pune a patra piesă pe un rând, pe o coloană sau pe una dintre cele două diagonale mari, dacă toate cele patru piese de pe acea linie au cel puțin un atribut comun: toate deschise la culoare, toate înalte, toate rotunde, toate găurite… Dacă toate cele 16 piese sunt puse fără o astfel de linie, partida se încheie cu remiză.</translation>
    </message>
    <message>
        <source>A turn: place, then give</source>
        <translation>Fiecare mutare: pui, apoi dai</translation>
    </message>
    <message>
        <source>You never choose the piece you place: your opponent does. The first player begins by choosing a piece and giving it to the other. From then on every turn has two steps: place the piece you were given on any empty square, then choose one of the remaining pieces for your opponent to place.</source>
        <translation>Nu alegi niciodată piesa pe care o pui: o alege adversarul. Primul jucător începe prin a alege o piesă și a i-o da celuilalt. De atunci încolo, fiecare mutare are doi pași: pui piesa primită pe orice căsuță liberă, apoi alegi una dintre piesele rămase, pe care s-o pună adversarul.</translation>
    </message>
    <message>
        <source>So think before you give: a piece that completes a line of four hands your opponent the win.</source>
        <translation>Așa că gândește-te înainte să dai: o piesă care completează o linie de patru îi aduce adversarului victoria.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Cum joci în Quatre</translation>
    </message>
    <message>
        <source>Click an empty square to place the piece in hand (click it again to take it back), then click the piece to give under &quot;Pieces to give&quot;. The first move of the game is only a give. With the keyboard, the arrow keys move over the board and the pieces, and Enter or Space chooses.</source>
        <translation>Dă clic pe o căsuță liberă ca să pui piesa din mână (dă clic din nou pe ea ca s-o iei înapoi), apoi dă clic pe piesa de dat din „Piese de dat”. Prima mutare a partidei constă doar în a da o piesă. De la tastatură, săgețile te mută pe tablă și printre piese, iar Enter sau Spațiu aleg.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opțiuni</translation>
    </message>
    <message>
        <source>The square rule, in Game &gt; Settings: four pieces in any 2 × 2 block of squares that share an attribute also win.</source>
        <translation>Regula pătratului, din Joc &gt; Setări: câștigă și patru piese cu un atribut comun aflate în orice bloc de 2 × 2 căsuțe.</translation>
    </message>
    <message>
        <source>New to Quarto? Your opponent chooses the piece you place, and you choose theirs: four in a line sharing any attribute wins.</source>
        <translation>Joci prima dată Quarto? Fiecare jucător alege piesa pe care o pune adversarul: câștigă patru în linie cu un atribut comun.</translation>
    </message>
</context>
<context>
    <name>QuartoTerminal</name>
    <message>
        <source>Pieces left:</source>
        <translation>Piese rămase:</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>În mână: %1</translation>
    </message>
    <message>
        <source>Place %1 on square: </source>
        <translation>Pune %1 pe căsuța: </translation>
    </message>
    <message>
        <source>Square -&gt; %1</source>
        <translation>Căsuța -&gt; %1</translation>
    </message>
    <message>
        <source>Gives -&gt; %1</source>
        <translation>Dă -&gt; %1</translation>
    </message>
    <message>
        <source>Piece codes: %1</source>
        <translation>Codurile pieselor: %1</translation>
    </message>
    <message>
        <source>Quarto! The line is %1.</source>
        <translation>Quarto! Piesele de pe linie sunt %1.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoriu</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>lacom</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>isteț</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Give a piece: </source>
        <translation>Dă o piesă: </translation>
    </message>
    <message>
        <source>%1 is not among the pieces left</source>
        <translation>%1 nu este printre piesele rămase</translation>
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
        <translation>O mutare este căsuța unde merge piesa din mână, apoi piesa dată, în patru litere: L sau D (deschisă sau închisă la culoare), S sau T (scundă sau înaltă), Q sau R (pătrată sau rotundă), F sau H (plină sau găurită).</translation>
    </message>
    <message>
        <source>&amp;Square rule (a 2 × 2 block also wins)</source>
        <translation>Regula &amp;pătratului (câștigă și un bloc 2 × 2)</translation>
    </message>
    <message>
        <source>Four pieces in any 2 × 2 block that share an attribute also win</source>
        <translation>Câștigă și patru piese cu un atribut comun aflate în orice bloc 2 × 2</translation>
    </message>
    <message>
        <source>Quarto: a 2x2 square of pieces sharing an attribute also wins.</source>
        <translation>Quarto: câștigă și un pătrat 2x2 de piese care au un atribut comun.</translation>
    </message>
    <message>
        <source>quarto-E (quarto-square-E with the square rule): Quarto with E empty squares</source>
        <translation>quarto-E (quarto-square-E cu regula pătratului): Quarto cu E căsuțe goale</translation>
    </message>
</context>
<context>
    <name>QuartoWords</name>
    <message>
        <source>dark</source>
        <translation>închise la culoare</translation>
    </message>
    <message>
        <source>light</source>
        <translation>deschise la culoare</translation>
    </message>
    <message>
        <source>tall</source>
        <translation>înalte</translation>
    </message>
    <message>
        <source>short</source>
        <translation>scunde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rotunde</translation>
    </message>
    <message>
        <source>square</source>
        <translation>pătrate</translation>
    </message>
    <message>
        <source>hollow</source>
        <translation>găurite</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>pline</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation>toate %1</translation>
    </message>
    <message>
        <source>all %1 and %2</source>
        <translation>toate %1 și %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>dark</source>
        <comment>one piece</comment>
        <translation>închisă la culoare</translation>
    </message>
    <message>
        <source>light</source>
        <comment>one piece</comment>
        <translation>deschisă la culoare</translation>
    </message>
    <message>
        <source>tall</source>
        <comment>one piece</comment>
        <translation>înaltă</translation>
    </message>
    <message>
        <source>short</source>
        <comment>one piece</comment>
        <translation>scundă</translation>
    </message>
    <message>
        <source>round</source>
        <comment>one piece</comment>
        <translation>rotundă</translation>
    </message>
    <message>
        <source>square</source>
        <comment>one piece</comment>
        <translation>pătrată</translation>
    </message>
    <message>
        <source>hollow</source>
        <comment>one piece</comment>
        <translation>găurită</translation>
    </message>
    <message>
        <source>solid</source>
        <comment>one piece</comment>
        <translation>plină</translation>
    </message>
</context>
<context>
    <name>Question</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Nu salva</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Resetează</translation>
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
        <translation>%1; cea mai bună: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Se analizează mutarea %1 din %2…</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The entry &quot;%1&quot; is missing or malformed.</source>
        <translation>Intrarea „%1” lipsește sau este greșit formată.</translation>
    </message>
    <message>
        <source>Player %1: unknown player type &quot;%2&quot; (it is &quot;human&quot; or &quot;ai&quot;).</source>
        <translation>Jucătorul %1: tip de jucător necunoscut „%2” (trebuie să fie „human” sau „ai”).</translation>
    </message>
    <message>
        <source>Player %1: unknown AI level &quot;%2&quot;.</source>
        <translation>Jucătorul %1: nivel IA necunoscut „%2”.</translation>
    </message>
    <message>
        <source>Player %1: the %2 level does not play this game.</source>
        <translation>Jucătorul %1: nivelul %2 nu joacă acest joc.</translation>
    </message>
    <message>
        <source>Player %1: the Minimax depth %2 is out of range (%3 to %4).</source>
        <translation>Jucătorul %1: adâncimea Minimax %2 este în afara intervalului (de la %3 la %4).</translation>
    </message>
    <message>
        <source>Player %1: the time budget of %2 ms is out of range (%3 to %4 ms).</source>
        <translation>Jucătorul %1: bugetul de timp de %2 ms este în afara intervalului (de la %3 la %4 ms).</translation>
    </message>
    <message>
        <source>Move %1, &quot;%2&quot;, cannot be played in that position.</source>
        <translation>Mutarea %1, „%2”, nu poate fi jucată în acea poziție.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game (%1 KiB; the limit is %2 KiB).</source>
        <translation>Fișierul este prea mare pentru a fi o partidă salvată (%1 KiB; limita este de %2 KiB).</translation>
    </message>
    <message>
        <source>The file ends too early: it was cut short or only partly written.</source>
        <translation>Fișierul se termină prea devreme: a fost trunchiat sau scris doar parțial.</translation>
    </message>
    <message>
        <source>This is not a saved game: the file is not valid JSON (%1 at character %2).</source>
        <translation>Aceasta nu este o partidă salvată: fișierul nu este JSON valid (%1 la caracterul %2).</translation>
    </message>
    <message>
        <source>This file is not a Quatre saved game.</source>
        <translation>Acest fișier nu este o partidă salvată Quatre.</translation>
    </message>
    <message>
        <source>The saved game has no valid format version.</source>
        <translation>Partida salvată nu are o versiune de format validă.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Quatre (format %1); this version reads formats up to %2.</source>
        <translation>Această partidă a fost salvată de o versiune mai nouă a Quatre (formatul %1); această versiune citește formate până la %2.</translation>
    </message>
    <message>
        <source>A saved game has exactly two players, not %1.</source>
        <translation>O partidă salvată are exact doi jucători, nu %1.</translation>
    </message>
    <message>
        <source>The first player is 1 or 2, not %1.</source>
        <translation>Primul jucător este 1 sau 2, nu %1.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;: the games are %2.</source>
        <translation>Joc necunoscut „%1”: jocurile sunt %2.</translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>Human</source>
        <translation>Jucător uman</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 (depth %2)</source>
        <translation>%1 (adâncime %2)</translation>
    </message>
    <message>
        <source>Opponent (network)</source>
        <extracomment>the seat card of a person playing from another computer; %1 is the name they chose</extracomment>
        <translation>Adversar (rețea)</translation>
    </message>
    <message>
        <source>%1 — Opponent (network)</source>
        <translation>%1 — Adversar (rețea)</translation>
    </message>
</context>
<context>
    <name>StartupText</name>
    <message>
        <source>Quatre: four-in-a-row games against people and AI players.</source>
        <translation>Quatre: jocuri în care aliniezi patru, împotriva altor oameni sau a jucătorilor IA.</translation>
    </message>
    <message>
        <source>Read and save the settings in the INI file &lt;path&gt;.</source>
        <translation>Citește și salvează setările în fișierul INI &lt;cale&gt;.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>cale</translation>
    </message>
    <message>
        <source>Start from the position after &lt;moves&gt;, e.g. 4453.</source>
        <translation>Pornește din poziția de după &lt;mutări&gt;, de ex. 4453.</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>mutări</translation>
    </message>
    <message>
        <source>Save a picture of the window as PNG &lt;file&gt;, then quit.</source>
        <translation>Salvează o captură a ferestrei în fișierul PNG &lt;fișier&gt;, apoi închide programul.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fișier</translation>
    </message>
    <message>
        <source>Wait &lt;ms&gt; milliseconds before the picture (default 1500).</source>
        <translation>Așteaptă &lt;ms&gt; milisecunde înainte de captură (implicit 1500).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nume</translation>
    </message>
    <message>
        <source>Window size, e.g. 1100x760.</source>
        <translation>Dimensiunea ferestrei, de ex. 1100x760.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxÎ</translation>
    </message>
    <message>
        <source>--screenshot-delay needs a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--screenshot-delay necesită un număr de milisecunde, nu „%1”.</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1100x760, not &quot;%1&quot;.</source>
        <translation>--size necesită LĂȚIMExÎNĂLȚIME, de ex. 1100x760, nu „%1”.</translation>
    </message>
    <message>
        <source>Cannot write the picture %1.</source>
        <translation>Nu se poate scrie imaginea %1.</translation>
    </message>
    <message>
        <source>A saved game to open (desktop launchers pass the file chosen).</source>
        <translation>Un joc salvat de deschis (lansatoarele desktopului transmit fișierul ales).</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[fișier]</translation>
    </message>
    <message>
        <source>Quatre opens one saved game at a time, not %1.</source>
        <translation>Quatre deschide câte un singur joc salvat, nu %1.</translation>
    </message>
    <message>
        <source>Give either a saved game or --moves, not both.</source>
        <translation>Indică fie un joc salvat, fie --moves, nu pe amândouă.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large for a settings file (%2 KiB; at most %3 KiB).</source>
        <translation>„%1” este prea mare pentru un fișier de setări (%2 KiB; cel mult %3 KiB).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be read: no permission.</source>
        <translation>„%1” nu poate fi citit: lipsește permisiunea.</translation>
    </message>
    <message>
        <source>Your settings could not be read: %1 They are kept as %2, and Quatre starts with its defaults.</source>
        <translation>Setările nu au putut fi citite: %1 Sunt păstrate ca %2, iar Quatre pornește cu valorile implicite.</translation>
    </message>
    <message>
        <source>Cannot open the saved game %1: %2</source>
        <translation>Jocul salvat %1 nu poate fi deschis: %2</translation>
    </message>
    <message>
        <source>Take the picture of a dialog or a menu instead: &lt;name&gt; is &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; or &quot;game-menu&quot;.</source>
        <translation>Fă imaginea unui dialog sau a unui meniu: &lt;nume&gt; este &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; sau &quot;game-menu&quot;.</translation>
    </message>
    <message>
        <source>Unknown dialog &quot;%1&quot;: it is &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; or &quot;game-menu&quot;.</source>
        <translation>Dialog necunoscut „%1”: este &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; sau &quot;game-menu&quot;.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The file is not valid JSON (%1 at character %2).</source>
        <translation>Fișierul nu este JSON valid (%1 la caracterul %2).</translation>
    </message>
    <message>
        <source>The file does not hold Quatre statistics.</source>
        <translation>Fișierul nu conține statistici Quatre.</translation>
    </message>
    <message>
        <source>The file has an unknown format version.</source>
        <translation>Fișierul are o versiune de format necunoscută.</translation>
    </message>
    <message>
        <source>The file has no list of records.</source>
        <translation>Fișierul nu are o listă de înregistrări.</translation>
    </message>
    <message>
        <source>Record %1 is malformed.</source>
        <translation>Înregistrarea %1 este greșit formată.</translation>
    </message>
    <message>
        <source>Record %1 repeats an earlier one.</source>
        <translation>Înregistrarea %1 o repetă pe una anterioară.</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>Not sure</source>
        <translation>Fără certitudine</translation>
    </message>
    <message>
        <source>Draw with perfect play</source>
        <translation>Remiză la joc perfect</translation>
    </message>
    <message numerus="yes">
        <source>Wins in %n move(s)</source>
        <translation>
            <numerusform>Câștigă în %n mutare</numerusform>
            <numerusform>Câștigă în %n mutări</numerusform>
            <numerusform>Câștigă în %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n move(s)</source>
        <translation>
            <numerusform>Pierde în %n mutare</numerusform>
            <numerusform>Pierde în %n mutări</numerusform>
            <numerusform>Pierde în %n de mutări</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quatre::ui::AboutDialog</name>
    <message>
        <source>About Quatre</source>
        <translation>Despre Quatre</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Despre</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licență</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quatre %1&lt;/h2&gt;&lt;p&gt;Four-in-a-row games: Connect Four on any board from 4x4 to 10x10, Quarto and 4Mation.&lt;/p&gt;&lt;p&gt;Play against a friend or against computer players from Random to Perfect, or watch two computer players in a demo.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Quatre developers.&lt;/p&gt;&lt;p&gt;Quatre is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; the Licence tab has the details.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Quatre %1&lt;/h2&gt;&lt;p&gt;Jocuri de patru în linie: Patru în linie pe orice tablă de la 4x4 la 10x10, Quarto și 4Mation.&lt;/p&gt;&lt;p&gt;Joacă împotriva unui prieten sau a jucătorilor calculatorului, de la Aleatoriu la Perfect, ori urmărește o demonstrație între doi jucători ai calculatorului.&lt;/p&gt;&lt;p&gt;Copyright © 2026 dezvoltatorii Quatre.&lt;/p&gt;&lt;p&gt;Quatre este software liber: îl poți redistribui și/sau modifica în termenii Licenței Publice Generale GNU, publicată de Free Software Foundation, fie versiunea 3 a Licenței, fie (la alegere) orice versiune ulterioară. Nu vine cu ABSOLUT NICIO GARANȚIE; fila Licență are detaliile.&lt;/p&gt;&lt;p&gt;Compilat cu Qt %2, rulează pe Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quatre::ui::AiController</name>
    <message>
        <source>The AI found no move.</source>
        <translation>IA nu a găsit nicio mutare.</translation>
    </message>
    <message>
        <source>This AI level cannot play this game yet.</source>
        <translation>Acest nivel IA nu poate juca încă acest joc.</translation>
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
        <translation>Chat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Trimite</translation>
    </message>
    <message>
        <source>Say something to the other player</source>
        <translation>Spune ceva celuilalt jucător</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ConnectFourBoardView</name>
    <message>
        <source>Red</source>
        <translation>Roșu</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Galben</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>Coloana %1 este plină.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Portocaliu</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Column %1 of %2 selected, full</source>
        <translation>Coloana %1 din %2 selectată, plină</translation>
    </message>
    <message>
        <source>Column %1 of %2 selected, lands in row %3</source>
        <translation>Coloana %1 din %2 selectată, piesa cade pe rândul %3</translation>
    </message>
</context>
<context>
    <name>quatre::ui::DemoMenu</name>
    <message>
        <source>Demo: %1 against %2</source>
        <translation>Demonstrație: %1 contra %2</translation>
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
        <translation>Citește regulile</translation>
    </message>
    <message>
        <source>Help &gt; Rules (F1): how to play, with pictures</source>
        <translation>Ajutor &gt; Reguli (F1): cum se joacă, cu imagini</translation>
    </message>
    <message>
        <source>Close this tip</source>
        <translation>Închide acest sfat</translation>
    </message>
</context>
<context>
    <name>quatre::ui::FourMationBoardView</name>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>Celula %1 este ocupată.</translation>
    </message>
    <message>
        <source>%1 is not next to an opponent&apos;s cube: choose a highlighted cell.</source>
        <translation>Celula %1 nu este lângă un cub al adversarului: alege o celulă evidențiată.</translation>
    </message>
    <message>
        <source>%1 is not next to the last cube (%2): choose a highlighted cell.</source>
        <translation>Celula %1 nu este lângă ultimul cub (%2): alege o celulă evidențiată.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Celula %1 nu poate fi jucată acum.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Portocaliu</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Cell %1 selected: empty, you can play here</source>
        <translation>Celula %1 selectată: liberă, poți juca aici</translation>
    </message>
    <message>
        <source>Cell %1 selected: empty, not playable now</source>
        <translation>Celula %1 selectată: liberă, acum nu se poate juca aici</translation>
    </message>
    <message>
        <source>Cell %1 selected: taken by %2</source>
        <translation>Celula %1 selectată: ocupată de %2</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>tabla este plină</translation>
    </message>
    <message>
        <source>%1 has no free cell next to the last cube, nor next to a cube of the other player</source>
        <extracomment>why a 4Mation game was drawn; %1 is the seat&apos;s colour, e.g. White</extracomment>
        <translation>%1 nu are nicio celulă liberă lângă ultimul cub și nici lângă un cub al celuilalt jucător</translation>
    </message>
    <message>
        <source>%1 has no free cell next to the last cube</source>
        <translation>%1 nu are nicio celulă liberă lângă ultimul cub</translation>
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
        <translation>Partide Quatre (*.quatre *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Game saved in %1.</source>
        <translation>Partida a fost salvată în %1.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nu se poate deschide %1: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>S-a deschis %1.</translation>
    </message>
    <message>
        <source>Its moves are not saved in a file yet.</source>
        <translation>Mutările ei nu sunt încă salvate într-un fișier.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not hold its latest moves yet.</source>
        <translation>„%1” nu conține încă ultimele mutări.</translation>
    </message>
    <message>
        <source>Save the current game first?</source>
        <translation>Salvezi mai întâi partida curentă?</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Partida nu a putut fi salvată.</translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation>Deschide o partidă salvată</translation>
    </message>
    <message>
        <source>Cannot open the saved game %1.</source>
        <translation>Nu se poate deschide partida salvată %1.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Salvează partida</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the recent list no longer exist and were removed from it.</source>
        <translation>
            <numerusform>%n fișier din lista celor recente nu mai există și a fost scos din ea.</numerusform>
            <numerusform>%n fișiere din lista celor recente nu mai există și au fost scoase din ea.</numerusform>
            <numerusform>%n de fișiere din lista celor recente nu mai există și au fost scoase din ea.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves to copy yet.</source>
        <translation>Încă nu există mutări de copiat.</translation>
    </message>
    <message>
        <source>Copied the moves: %1</source>
        <translation>Mutările au fost copiate: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Clipboardul nu conține text.</translation>
    </message>
    <message>
        <source>The clipboard text is too long to be a position.</source>
        <translation>Textul din clipboard este prea lung pentru a fi o poziție.</translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game of %n move(s).</source>
        <translation>
            <numerusform>A fost lipită o partidă cu %n mutare.</numerusform>
            <numerusform>A fost lipită o partidă cu %n mutări.</numerusform>
            <numerusform>A fost lipită o partidă cu %n de mutări.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard does not hold a game.</source>
        <translation>Clipboardul nu conține o partidă.</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>Continui ultima partidă?</translation>
    </message>
    <message numerus="yes">
        <source>A game of %1 was left unfinished after %n move(s).</source>
        <translation>
            <numerusform>O partidă de %1 a rămas neterminată după %n mutare.</numerusform>
            <numerusform>O partidă de %1 a rămas neterminată după %n mutări.</numerusform>
            <numerusform>O partidă de %1 a rămas neterminată după %n de mutări.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>Ultima partidă nu a putut fi restaurată: %1</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 The file is kept as %2.</source>
        <translation>Ultima partidă nu a putut fi restaurată: %1 Fișierul a fost păstrat ca %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) wait: No offers the next one, Yes keeps them for the next start.</source>
        <translation>
            <numerusform>Mai așteaptă %n joc neterminat: Nu îl oferă imediat, Da îl păstrează pentru următoarea pornire.</numerusform>
            <numerusform>Mai așteaptă %n jocuri neterminate: Nu îl oferă pe următorul, Da le păstrează pentru următoarea pornire.</numerusform>
            <numerusform>Mai așteaptă %n de jocuri neterminate: Nu îl oferă pe următorul, Da le păstrează pentru următoarea pornire.</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for the next start.</source>
        <translation>Jocul neterminat nu a putut fi păstrat pentru următoarea pornire.</translation>
    </message>
    <message>
        <source>%1

Save it in a file of your choice, or quit anyway and lose its moves?</source>
        <translation>%1

Îl salvezi într-un fișier ales de tine sau ieși oricum și pierzi mutările?</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Ieși oricum</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameSession</name>
    <message>
        <source>The first player must be seat 1 or 2.</source>
        <translation>Primul jucător trebuie să fie jucătorul 1 sau 2.</translation>
    </message>
    <message>
        <source>The game is over: start a new one.</source>
        <translation>Partida s-a încheiat: începe una nouă.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Această mutare nu este permisă aici.</translation>
    </message>
    <message>
        <source>Cannot read the moves &quot;%1&quot;: %2.</source>
        <translation>Nu se pot citi mutările „%1”: %2.</translation>
    </message>
    <message>
        <source>The saved game holds an illegal move.</source>
        <translation>Partida salvată conține o mutare ilegală.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::HistoryController</name>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be dropped.</source>
        <translation>
            <numerusform>%n mutare ulterioară a acestui joc va fi renunțată.</numerusform>
            <numerusform>%n mutări ulterioare ale acestui joc vor fi renunțate.</numerusform>
            <numerusform>%n de mutări ulterioare ale acestui joc vor fi renunțate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on from the position after %1?</source>
        <translation>Continui jocul din poziția de după %1?</translation>
    </message>
    <message>
        <source>%1&apos;s move %2</source>
        <translation>mutarea %2 a lui %1</translation>
    </message>
    <message>
        <source>Browsing the game: the start, before the first move</source>
        <translation>Parcurgi jocul: începutul, înainte de prima mutare</translation>
    </message>
    <message>
        <source>Browsing the game: the position after %1 (%2 of the game&apos;s %3 moves)</source>
        <translation>Parcurgi jocul: poziția de după %1 (%2 din cele %3 mutări ale jocului)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Găzduiește un joc în rețea</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jucătorul 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jucătorul 2</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Orice port liber</translation>
    </message>
    <message>
        <source>The TCP port your friend connects to: open it in your firewall. 0 takes any free one.</source>
        <translation>Portul TCP la care se conectează prietenul tău: deschide-l în firewall. Cu 0 se alege orice port liber.</translation>
    </message>
    <message>
        <source>The name the other player sees</source>
        <translation>Numele pe care îl vede celălalt jucător</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>&amp;You play:</source>
        <translation>Joci &amp;ca:</translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation>Prima &amp;mutare:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Numele tău:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rețea</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>After you host, Quatre shows the addresses of this computer and a join code. Give both to your friend: they choose Game &gt; Join a Network Game.</source>
        <translation>După ce găzduiești, Quatre afișează adresele acestui calculator și un cod de acces. Dă-le pe amândouă prietenului tău, care alege Joc &gt; Alătură-te unui joc în rețea.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Găzduiește</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
</context>
<context>
    <name>quatre::ui::JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Alătură-te unui joc în rețea</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>de ex. 192.168.1.20</translation>
    </message>
    <message>
        <source>6 characters, shown by the host</source>
        <translation>6 caractere, afișate de gazdă</translation>
    </message>
    <message>
        <source>The name the other player sees</source>
        <translation>Numele pe care îl vede celălalt jucător</translation>
    </message>
    <message>
        <source>Host &amp;address:</source>
        <translation>&amp;Adresa gazdei:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Codul de acces:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Numele tău:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>A&amp;lătură-te</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Games on this &amp;network:</source>
        <translation>Jocuri în această &amp;rețea:</translation>
    </message>
    <message>
        <source>None found yet. You can also type the host&apos;s address.</source>
        <translation>Încă nu s-a găsit niciunul. Poți scrie și adresa gazdei.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, port %4)</source>
        <extracomment>a game heard on the local network: %1 the host&apos;s name, %2 the game, %3 the address, %4 the port</extracomment>
        <translation>%1 — %2 (%3, portul %4)</translation>
    </message>
    <message>
        <source>%1: needs another version of Quatre</source>
        <translation>%1: necesită altă versiune de Quatre</translation>
    </message>
    <message>
        <source>Pick a game, then type the join code its host tells you.</source>
        <translation>Alege un joc, apoi scrie codul de acces pe care ți-l spune gazda lui.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>Joc &amp;nou</translation>
    </message>
    <message>
        <source>Start a new game with the current settings</source>
        <translation>Începe un joc nou cu setările curente</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reîncepe</translation>
    </message>
    <message>
        <source>Play this game again from the first move</source>
        <translation>Reia jocul de la prima mutare</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demonstrație</translation>
    </message>
    <message>
        <source>Watch two AI players play each other</source>
        <translation>Urmărește doi jucători IA jucând unul împotriva celuilalt</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Pause or resume the AI players</source>
        <translation>Întrerupe sau reia jucătorii IA</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>P&amp;as</translation>
    </message>
    <message>
        <source>While paused, let the AI play one move</source>
        <translation>În pauză, lasă IA să joace o mutare</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Setări…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the display</source>
        <translation>Alege jocul, jucătorii și afișarea</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>Close Quatre</source>
        <translation>Închide Quatre</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Retrage</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Retrage ultima ta mutare</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;fă</translation>
    </message>
    <message>
        <source>Play again the move you took back</source>
        <translation>Joacă din nou mutarea retrasă</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>Ask the Expert AI for a good move</source>
        <translation>Cere o mutare bună de la IA Expert</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;About Quatre</source>
        <translation>&amp;Despre Quatre</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Despre acest program</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Desc&amp;hide…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Deschide o partidă salvată</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Sal&amp;vează</translation>
    </message>
    <message>
        <source>Save the game in its file</source>
        <translation>Salvează partida în fișierul ei</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salv&amp;ează ca…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Salvează partida într-un fișier nou</translation>
    </message>
    <message>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Copiază mutările</translation>
    </message>
    <message>
        <source>Copy the moves of this game as text, e.g. 4453 in Connect Four</source>
        <translation>Copiază mutările acestei partide ca text, de ex. 4453 la Patru în linie</translation>
    </message>
    <message>
        <source>Paste as New &amp;Game</source>
        <translation>&amp;Lipește ca joc nou</translation>
    </message>
    <message>
        <source>Start a new game from the moves on the clipboard</source>
        <translation>Începe o partidă nouă din mutările aflate în clipboard</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistici…</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Golește lista</translation>
    </message>
    <message>
        <source>Forget the recently used files</source>
        <translation>Uită fișierele folosite recent</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>De&amp;mo Presets</source>
        <translation>De&amp;monstrații predefinite</translation>
    </message>
    <message>
        <source>Recent &amp;Files</source>
        <translation>&amp;Fișiere recente</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mutare</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principală</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>C&amp;ontinuă</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Întreru&amp;pe</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analiză</translation>
    </message>
    <message>
        <source>Show the value of every move on the board, as the solvers see it</source>
        <translation>Arată pe tablă valoarea fiecărei mutări, așa cum o văd solverele</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Joacă de &amp;aici</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves of the game are dropped</source>
        <translation>Continuă jocul din poziția afișată; mutările de după ea sunt renunțate</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>Înapoi la &amp;joc</translation>
    </message>
    <message>
        <source>Show the game&apos;s position again (or press End or Escape on the move list)</source>
        <translation>Arată din nou poziția jocului (sau apasă End ori Esc în lista de mutări)</translation>
    </message>
    <message>
        <source>Re&amp;view the Game</source>
        <translation>Anali&amp;zează jocul</translation>
    </message>
    <message>
        <source>Judge every move of this game by the solvers&apos; values: the best, the mistakes and the blunders</source>
        <translation>Judecă fiecare mutare a acestui joc după valorile solverelor: cele mai bune, greșelile și gafele</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;bleme…</translation>
    </message>
    <message>
        <source>Find the winning move in positions proven by the solvers</source>
        <translation>Găsește mutarea câștigătoare în poziții dovedite de solvere</translation>
    </message>
    <message>
        <source>Your wins, losses and draws against each AI level and over the network</source>
        <translation>Victoriile, înfrângerile și remizele tale împotriva fiecărui nivel IA și în rețea</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>&amp;Găzduiește un joc în rețea…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: you choose the game</source>
        <translation>Joacă împotriva unui prieten de pe alt calculator: tu alegi jocul</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>Alătură-te unui &amp;joc în rețea…</translation>
    </message>
    <message>
        <source>Play a friend on another computer who hosts the game</source>
        <translation>Joacă împotriva unui prieten care găzduiește jocul pe alt calculator</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>A&amp;bandonează</translation>
    </message>
    <message>
        <source>Give up this network game</source>
        <translation>Abandonează acest joc în rețea</translation>
    </message>
    <message>
        <source>Side &amp;Panel</source>
        <translation>&amp;Panou lateral</translation>
    </message>
    <message>
        <source>Show the players, the score and the moves beside the board</source>
        <translation>Arată jucătorii, scorul și mutările lângă tablă</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <source>How to play each game, with pictures</source>
        <translation>Cum se joacă fiecare joc, cu imagini</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainWindow</name>
    <message>
        <source>Hint: play %1</source>
        <translation>Indiciu: joacă %1</translation>
    </message>
    <message>
        <source>Settings saved. The game and player settings apply from the next new game.</source>
        <translation>Setările au fost salvate. Setările jocului și ale jucătorilor se aplică de la următorul joc nou.</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Jocul nu poate începe: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Se caută o mutare bună…</translation>
    </message>
    <message>
        <source>Thinking… (depth %1)</source>
        <translation>Se gândește… (adâncime %1)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Se gândește…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation>E REMIZĂ</translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation>Ai câștigat!!! Bravo</translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation>S-a TERMINAT! - Ai pierdut!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 a câștigat!</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Rândul tău</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>La mutare: %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>În pauză</translation>
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
        <translation>Câștigător</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Your turn, you play %1</source>
        <translation>Rândul tău, joci cu %1</translation>
    </message>
    <message>
        <source>%1 to play, paused</source>
        <translation>La mutare: %1, pauză</translation>
    </message>
    <message>
        <source>%1 to play, the computer is thinking</source>
        <translation>La mutare: %1, calculatorul se gândește</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Tabla de %1</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>%1 is a file name, %2 the window&apos;s usual title; keep [*], where the modified mark goes</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statisticile nu au putut fi salvate: %1</translation>
    </message>
    <message>
        <source>Some settings could not be read and are back to their defaults: %1.</source>
        <translation>Unele setări nu au putut fi citite și au revenit la valorile implicite: %1.</translation>
    </message>
    <message>
        <source>The settings could not be saved in %1.</source>
        <translation>Setările nu au putut fi salvate în %1.</translation>
    </message>
    <message>
        <source>You resigned</source>
        <translation>Ai abandonat</translation>
    </message>
    <message>
        <source>%1 resigned: you win!</source>
        <translation>%1 a abandonat: ai câștigat!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Se așteaptă %1…</translation>
    </message>
    <message>
        <source>%1 to play, waiting for %2</source>
        <translation>La mutare: %1, se așteaptă %2</translation>
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
        <translation>%1 cere retragerea unei mutări.</translation>
    </message>
    <message>
        <source>%1 asks to start a new game.</source>
        <translation>%1 cere să înceapă un joc nou.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 cere o revanșă.</translation>
    </message>
    <message>
        <source>Waiting for %1 to allow taking back a move…</source>
        <translation>Se așteaptă ca %1 să permită retragerea unei mutări…</translation>
    </message>
    <message>
        <source>Waiting for %1 to agree to a new game…</source>
        <translation>Se așteaptă ca %1 să accepte un joc nou…</translation>
    </message>
    <message>
        <source>Waiting for a player on port %1. Give your friend an address of this computer (%2) and the join code %3.</source>
        <extracomment>%1 the port, %2 this computer&apos;s addresses, %3 the join code</extracomment>
        <translation>Se așteaptă un jucător pe portul %1. Dă-i prietenului tău o adresă a acestui calculator (%2) și codul de acces %3.</translation>
    </message>
    <message>
        <source>Joining the game…</source>
        <translation>Alăturare la joc…</translation>
    </message>
    <message>
        <source>%1 The game is kept: save it, or play on against the computer.</source>
        <translation>%1 Jocul este păstrat: salvează-l sau continuă să joci împotriva calculatorului.</translation>
    </message>
    <message>
        <source>%1 The game is kept: %2 can come back with the same code (%3), or save it, or play on against the computer.</source>
        <translation>%1 Jocul este păstrat: %2 poate reveni cu același cod (%3), sau îl poți salva sau poți continua să joci împotriva calculatorului.</translation>
    </message>
    <message>
        <source>%1 The game is kept: reconnect to go on, or save it, or play on against the computer.</source>
        <translation>%1 Jocul este păstrat: reconectează-te ca să continui, salvează-l sau continuă să joci împotriva calculatorului.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Acceptă</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuză</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>Reco&amp;nectează</translation>
    </message>
    <message>
        <source>Play On Against the &amp;Computer</source>
        <translation>Continuă împotriva &amp;calculatorului</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>Copia&amp;ză codul</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>În&amp;chide</translation>
    </message>
    <message>
        <source>&amp;Stop Hosting</source>
        <translation>&amp;Oprește găzduirea</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Părăsește</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NetworkController</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>%1 allowed taking back the move.</source>
        <translation>%1 a permis retragerea mutării.</translation>
    </message>
    <message>
        <source>%1 did not allow taking back the move.</source>
        <translation>%1 nu a permis retragerea mutării.</translation>
    </message>
    <message>
        <source>%1 agreed to a new game.</source>
        <translation>%1 a acceptat un joc nou.</translation>
    </message>
    <message>
        <source>%1 declined a new game.</source>
        <translation>%1 a refuzat un joc nou.</translation>
    </message>
    <message>
        <source>Cannot host the game.</source>
        <translation>Jocul nu poate fi găzduit.</translation>
    </message>
    <message>
        <source>Hosting: waiting for a player to join.</source>
        <translation>Găzduire: se așteaptă să se alăture un jucător.</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Abandonezi acest joc?</translation>
    </message>
    <message>
        <source>%1 wins it.</source>
        <translation>%1 câștigă jocul.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NoticeBar</name>
    <message>
        <source>Close this message</source>
        <translation>Închide acest mesaj</translation>
    </message>
</context>
<context>
    <name>quatre::ui::PuzzleDialog</name>
    <message>
        <source>Win at once</source>
        <translation>Câștig imediat</translation>
    </message>
    <message numerus="yes">
        <source>Win in %n moves</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>Câștig în %n mutare</numerusform>
            <numerusform>Câștig în %n mutări</numerusform>
            <numerusform>Câștig în %n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Toate nivelurile</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Rezolvată</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Încă nerezolvată</translation>
    </message>
    <message>
        <source>No game has puzzles.</source>
        <translation>Niciun joc nu are probleme.</translation>
    </message>
    <message>
        <source>The puzzles of %1 cannot be read: %2</source>
        <translation>Problemele pentru %1 nu pot fi citite: %2</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Rezolvate: %1 din %2</translation>
    </message>
    <message>
        <source>%1 is the winning move.</source>
        <translation>%1 este mutarea câștigătoare.</translation>
    </message>
    <message>
        <source>Solved! %1 wins fastest.</source>
        <translation>Rezolvată! %1 câștigă cel mai repede.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins too, but in %n moves; another move wins faster. Try again.</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>Și %1 câștigă, dar în %n mutare; altă mutare câștigă mai repede. Încearcă din nou.</numerusform>
            <numerusform>Și %1 câștigă, dar în %n mutări; altă mutare câștigă mai repede. Încearcă din nou.</numerusform>
            <numerusform>Și %1 câștigă, dar în %n de mutări; altă mutare câștigă mai repede. Încearcă din nou.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not win: the game ends in a draw. Try again.</source>
        <translation>%1 nu câștigă: jocul se termină la egalitate. Încearcă din nou.</translation>
    </message>
    <message>
        <source>%1 does not win: %2 answers %3 and wins. Try again.</source>
        <translation>%1 nu câștigă: %2 răspunde %3 și câștigă. Încearcă din nou.</translation>
    </message>
    <message>
        <source>%1 does not win: %2 answers %3 (%4). Try again.</source>
        <translation>%1 nu câștigă: %2 răspunde %3 (%4). Încearcă din nou.</translation>
    </message>
    <message>
        <source>Checking the puzzle…</source>
        <translation>Se verifică problema…</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins at once.</source>
        <translation>La mutare: %1. Găsește mutarea care câștigă imediat.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: find the move that wins in %n moves, counting only yours.</source>
        <translation>
            <numerusform>La mutare: %1. Găsește mutarea care câștigă în %n mutare, numărând doar mutările tale.</numerusform>
            <numerusform>La mutare: %1. Găsește mutarea care câștigă în %n mutări, numărând doar mutările tale.</numerusform>
            <numerusform>La mutare: %1. Găsește mutarea care câștigă în %n de mutări, numărând doar mutările tale.</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning move, %1, is marked on the board.</source>
        <translation>Mutarea câștigătoare, %1, este marcată pe tablă.</translation>
    </message>
    <message>
        <source>%1 does not win. The reply comes…</source>
        <translation>%1 nu câștigă. Urmează răspunsul…</translation>
    </message>
    <message>
        <source>This puzzle could not be checked in time, so no answer can be judged. Try another one.</source>
        <translation>Problema nu a putut fi verificată la timp, așa că niciun răspuns nu poate fi judecat. Încearcă alta.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
    <message>
        <source>G&amp;rade:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Încearcă din &amp;nou</translation>
    </message>
    <message>
        <source>Show the &amp;Solution</source>
        <translation>Arată &amp;soluția</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Problema &amp;următoare</translation>
    </message>
</context>
<context>
    <name>quatre::ui::QuartoBoardView</name>
    <message>
        <source>Player 1</source>
        <translation>Jucătorul 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jucătorul 2</translation>
    </message>
    <message>
        <source>The board is full and no four share anything: a draw.</source>
        <translation>Tabla este plină și nicio linie de patru piese nu are nimic în comun: remiză.</translation>
    </message>
    <message>
        <source>Quarto! The four pieces are %1.</source>
        <translation>Quarto! Cele patru piese sunt %1.</translation>
    </message>
    <message>
        <source>%1 chooses a piece to give</source>
        <translation>%1 alege o piesă pentru adversar</translation>
    </message>
    <message>
        <source>%1 places the piece, then gives one</source>
        <translation>%1 pune piesa pe tablă, apoi alege una pentru adversar</translation>
    </message>
    <message>
        <source>Choose a piece for your opponent</source>
        <translation>Alege o piesă pentru adversar</translation>
    </message>
    <message>
        <source>Place your piece on an empty square</source>
        <translation>Pune piesa pe o căsuță liberă</translation>
    </message>
    <message>
        <source>First choose a piece from the reserve for your opponent.</source>
        <translation>Mai întâi alege din rezervă o piesă pentru adversar.</translation>
    </message>
    <message>
        <source>Square %1 is taken.</source>
        <translation>Căsuța %1 este ocupată.</translation>
    </message>
    <message>
        <source>First place the piece you hold on an empty square.</source>
        <translation>Mai întâi pune piesa pe care o ai în mână pe o căsuță liberă.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Această mutare nu este permisă aici.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Piesa de pus</translation>
    </message>
    <message>
        <source>Placed on %1. Click it again to take it back.</source>
        <translation>Pusă pe %1. Fă clic din nou pe căsuță ca s-o retragi.</translation>
    </message>
    <message>
        <source>Pieces to give</source>
        <translation>Piese de dat</translation>
    </message>
    <message>
        <source>Square %1 selected: empty</source>
        <translation>Căsuța %1 selectată: liberă</translation>
    </message>
    <message>
        <source>Square %1 selected: %2</source>
        <translation>Căsuța %1 selectată: piesă %2</translation>
    </message>
    <message>
        <source>Pieces to give: an empty place</source>
        <translation>Piese de dat: un loc gol</translation>
    </message>
    <message>
        <source>Piece to give selected: %1</source>
        <translation>Piesă de dat selectată: %1</translation>
    </message>
    <message>
        <source>safe</source>
        <comment>a piece to give that keeps the draw</comment>
        <translation>sigură</translation>
    </message>
    <message>
        <source>gives a win</source>
        <comment>a piece to give with which the opponent wins at once</comment>
        <translation>dă victoria</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ReviewChart</name>
    <message>
        <source>&lt;p&gt;A point for each move: the position after it, from the first player&apos;s side. Up, the first player wins (the higher, the sooner); down, the second player wins; the middle line, a draw.&lt;/p&gt;&lt;p&gt;Large orange points are mistakes, larger red diamonds blunders; a hollow point is only an estimate. Click a point to see its position.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un punct pentru fiecare mutare: poziția de după ea, din partea primului jucător. Sus, câștigă primul jucător (cu cât mai sus, cu atât mai repede); jos, câștigă al doilea jucător; linia din mijloc, remiză.&lt;/p&gt;&lt;p&gt;Punctele portocalii mari sunt greșeli, iar romburile roșii mai mari, gafe; un punct gol este doar o estimare. Dați clic pe un punct pentru a vedea poziția lui.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quatre::ui::RulesDialog</name>
    <message>
        <source>No rules are written for %1 yet.</source>
        <translation>Încă nu sunt scrise reguli pentru %1.</translation>
    </message>
    <message>
        <source>Rules of the Games</source>
        <translation>Regulile jocurilor</translation>
    </message>
    <message>
        <source>The rules of %1</source>
        <translation>Regulile pentru %1</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SeatEditor</name>
    <message>
        <source>Human</source>
        <translation>Jucător uman</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation>IA: %1</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>adâncime </translation>
    </message>
    <message>
        <source>How many moves ahead Minimax looks</source>
        <translation>Câte mutări în avans analizează Minimax</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation>Timp de gândire pe mutare</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Changes to the game and the players take effect when you start a new game.</source>
        <translation>Modificările jocului și ale jucătorilor intră în vigoare când începi un joc nou.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jucătorul 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jucătorul 2</translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation>Pe rând</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Jucătorul &amp;1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Jucătorul &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Cine începe:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Afișare</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fără</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapidă</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normală</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentă</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The least time before an AI move is shown, so you can follow it</source>
        <translation>Timpul minim înainte de afișarea unei mutări IA, ca să o poți urmări</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Viteza &amp;animației:</translation>
    </message>
    <message>
        <source>AI move &amp;delay:</source>
        <translation>Întâr&amp;zierea mutărilor IA:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Limbă:</translation>
    </message>
    <message>
        <source>&amp;High-contrast pieces with shape marks</source>
        <translation>Piese cu contrast ridicat și s&amp;emne de formă</translation>
    </message>
    <message>
        <source>Colours that colour-blind players tell apart, and a cross or a ring on every piece</source>
        <translation>Culori pe care le deosebesc și jucătorii daltoniști, și o cruce sau un inel pe fiecare piesă</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demonstrație</translation>
    </message>
    <message>
        <source>The two AI players of Game &gt; Demo</source>
        <translation>Cei doi jucători IA din Joc &gt; Demonstrație</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>Pri&amp;mul jucător:</translation>
    </message>
    <message>
        <source>Seco&amp;nd player:</source>
        <translation>Al do&amp;ilea jucător:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistem</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Luminos</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Întunecat</translation>
    </message>
    <message>
        <source>Light or dark windows and boards, or those of the desktop</source>
        <translation>Ferestre și table de joc luminoase sau întunecate, ori ca ale desktopului</translation>
    </message>
    <message>
        <source>Colour sch&amp;eme:</source>
        <translation>&amp;Schemă de culori:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sunet</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Redă &amp;sunete</translation>
    </message>
    <message>
        <source>A sound when a piece lands on the board and when a game ends</source>
        <translation>Un sunet când o piesă ajunge pe tablă și când se termină un joc</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volum:</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Draws: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Remize: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Demo score</source>
        <translation>Scorul demonstrației</translation>
    </message>
</context>
<context>
    <name>quatre::ui::StatisticsDialog</name>
    <message>
        <source>Reset the statistics?</source>
        <translation>Resetezi statisticile?</translation>
    </message>
    <message>
        <source>Every win, loss and draw counted so far will be forgotten. This cannot be undone.</source>
        <translation>Toate victoriile, înfrângerile și remizele numărate până acum vor fi uitate. Acțiunea nu poate fi anulată.</translation>
    </message>
    <message>
        <source>The statistics were reset, but could not be saved.</source>
        <translation>Statisticile au fost resetate, dar nu au putut fi salvate.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversar</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Înfrângeri</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remize</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Resetează…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Games against an AI player and network games against a person count, each once, when it ends.</source>
        <translation>Contează partidele împotriva unui jucător IA și partidele în rețea împotriva unei persoane, fiecare o singură dată, când se încheie.</translation>
    </message>
    <message>
        <source>No game against an AI player or over the network has ended yet.</source>
        <translation>Încă nu s-a încheiat nicio partidă cu un jucător IA sau în rețea.</translation>
    </message>
    <message>
        <source>A person (network)</source>
        <translation>O persoană (rețea)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::StatisticsStore</name>
    <message>
        <source>The statistics could not be read. %1 They start again from zero; the unreadable file was kept as %2.</source>
        <translation>Statisticile nu au putut fi citite. %1 Pornesc din nou de la zero; fișierul ilizibil a fost păstrat ca %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read. %1 They start again from zero.</source>
        <translation>Statisticile nu au putut fi citite. %1 Pornesc din nou de la zero.</translation>
    </message>
    <message>
        <source>The statistics could not be read. %1 The unreadable file was kept as %2.</source>
        <translation>Statisticile nu au putut fi citite. %1 Fișierul ilizibil a fost păstrat ca %2.</translation>
    </message>
    <message>
        <source>The statistics file %1 is in use by another Quatre; this game will be counted at the next one.</source>
        <translation>Fișierul de statistici %1 este folosit de alt Quatre; acest joc va fi numărat odată cu următorul.</translation>
    </message>
</context>
</TS>
