<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>Cli</name>
    <message>
        <source>quatre-cli: unknown command &apos;%1&apos; (try --help)</source>
        <translation>quatre-cli: comando desconhecido &apos;%1&apos; (experimente --help)</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 tem de ser um número inteiro de %2 a %3, não &apos;%4&apos;</translation>
    </message>
    <message>
        <source>Plays games between two AI levels. Prints one line per game, &apos;&lt;moves&gt; &lt;result&gt;&apos; with the result from p1&apos;s view (1-0, 0-1 or draw), then &apos;p1 &lt;wins&gt; p2 &lt;wins&gt; draws &lt;n&gt;&apos;.</source>
        <translation>Disputa jogos entre dois níveis de IA. Mostra uma linha por jogo, &apos;&lt;jogadas&gt; &lt;resultado&gt;&apos;, com o resultado do ponto de vista de p1 (1-0, 0-1 ou draw), e depois &apos;p1 &lt;vitórias&gt; p2 &lt;vitórias&gt; draws &lt;n&gt;&apos;.</translation>
    </message>
    <message>
        <source>The level of player 1.</source>
        <translation>O nível do jogador 1.</translation>
    </message>
    <message>
        <source>The level of player 2.</source>
        <translation>O nível do jogador 2.</translation>
    </message>
    <message>
        <source>How many games, 1 to 100000.</source>
        <translation>Número de jogos, de 1 a 100000.</translation>
    </message>
    <message>
        <source>The seed of every random choice, so a match replays exactly.</source>
        <translation>A semente de todas as escolhas aleatórias, para que um encontro se repita exatamente.</translation>
    </message>
    <message>
        <source>Swap who moves first after every game.</source>
        <translation>Troca quem joga primeiro após cada jogo.</translation>
    </message>
    <message>
        <source>Random plies played before the AIs take over (0 to 8), so deterministic levels do not repeat one game; with --alternate each opening is played once from each side.</source>
        <translation>Meias-jogadas aleatórias feitas antes de as IA assumirem o jogo (0 a 8), para que os níveis determinísticos não repitam sempre o mesmo jogo; com --alternate, cada abertura é jogada uma vez de cada lado.</translation>
    </message>
    <message>
        <source>match takes no positional argument, got &apos;%1&apos;</source>
        <translation>match não aceita argumentos posicionais, recebeu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--seed tem de ser um número inteiro de 0 a 18446744073709551615, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>level %1 is not available for %2</source>
        <translation>o nível %1 não está disponível para %2</translation>
    </message>
    <message>
        <source>Prints the move the chosen level plays in the position reached by &lt;moves&gt; (none: the empty board).</source>
        <translation>Mostra a jogada que o nível escolhido faz na posição alcançada por &lt;moves&gt; (nenhuma: o tabuleiro vazio).</translation>
    </message>
    <message>
        <source>The AI level.</source>
        <translation>O nível da IA.</translation>
    </message>
    <message>
        <source>bad position &apos;%1&apos;: %2</source>
        <translation>posição inválida &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the game is already over in &apos;%1&apos;</source>
        <translation>o jogo já terminou em &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The seed of the random positions.</source>
        <translation>A semente das posições aleatórias.</translation>
    </message>
    <message>
        <source>The moves played so far: 4453 for Connect Four, d4e5 for 4Mation, &quot;DTRH a1LSQF&quot; for Quarto.</source>
        <translation>As jogadas feitas até agora: 4453 no Quatro em Linha, d4e5 no 4Mation, &quot;DTRH a1LSQF&quot; no Quarto.</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>não é possível ler %1</translation>
    </message>
    <message>
        <source>%1: bad line &apos;%2&apos;</source>
        <translation>%1: linha inválida &apos;%2&apos;</translation>
    </message>
    <message>
        <source>With --solver: at most this many positions of each set, 1 to 1000.</source>
        <translation>Com --solver: número máximo de posições de cada conjunto, de 1 a 1000.</translation>
    </message>
    <message>
        <source>Print only who wins: 1, 0 (draw) or -1.</source>
        <translation>Mostra apenas quem ganha: 1, 0 (empate) ou -1.</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>o jogo já terminou</translation>
    </message>
    <message>
        <source>quatre-cli solve: line %1: %2</source>
        <translation>quatre-cli solve: linha %1: %2</translation>
    </message>
    <message>
        <source>AI Strategies:</source>
        <translation>Estratégias da IA:</translation>
    </message>
    <message>
        <source>Choose strategy: </source>
        <translation>Escolha a estratégia: </translation>
    </message>
    <message>
        <source>Difficulty (recommended 4 or 5) = </source>
        <translation>Dificuldade (recomendado 4 ou 5) = </translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation>EMPATE!</translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation>Ganhou!!! Grande jogo</translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation>Fim de JOGO! - Perdeu!</translation>
    </message>
    <message>
        <source>End of input: the game is abandoned.</source>
        <translation>Fim da entrada: o jogo foi abandonado.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>É a sua vez</translation>
    </message>
    <message>
        <source>AI turn</source>
        <translation>Vez da IA</translation>
    </message>
    <message>
        <source>thinking...</source>
        <translation>a pensar...</translation>
    </message>
    <message>
        <source>Plays a game in the terminal against an AI level. What the options do not say (board size, level) is asked. Type a column (Connect Four), a cell such as d4 (4Mation), or a square and a piece code (Quarto); end the input (Ctrl-D) to quit.</source>
        <translation>Joga um jogo no terminal contra um nível de IA. O que as opções não indicarem (tamanho do tabuleiro, nível) é perguntado. Escreva uma coluna (Quatro em Linha), uma casa como d4 (4Mation) ou uma casa e um código de peça (Quarto); termine a entrada (Ctrl-D) para sair.</translation>
    </message>
    <message>
        <source>The AI level (asked if not given).</source>
        <translation>O nível da IA (perguntado se não for indicado).</translation>
    </message>
    <message>
        <source>Who moves first: human or ai.</source>
        <translation>Quem joga primeiro: human ou ai.</translation>
    </message>
    <message>
        <source>The seed of the AI&apos;s random choices, so a game replays (default: a new one each game).</source>
        <translation>A semente das escolhas aleatórias da IA, para que um jogo se possa repetir (por omissão: uma nova em cada jogo).</translation>
    </message>
    <message>
        <source>play takes no positional argument, got &apos;%1&apos;</source>
        <translation>play não aceita argumentos posicionais, recebeu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--first must be human or ai, not &apos;%1&apos;</source>
        <translation>--first tem de ser human ou ai, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>¡New Game!</source>
        <translation>Novo jogo!</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Tamanho do tabuleiro:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>&apos;%1&apos; não é um número inteiro de %2 a %3</translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation>Entrada inválida: %1</translation>
    </message>
    <message>
        <source>Positions (or cancellations) per measurement, 1 to 1000 (default 20); with --solver, how many times every set is measured, medians reported (default 1).</source>
        <translation>Posições (ou cancelamentos) por medição, de 1 a 1000 (por omissão 20); com --solver, quantas vezes cada conjunto é medido, sendo mostradas as medianas (por omissão 1).</translation>
    </message>
    <message>
        <source>With --window: how many seconds each match-up is watched, 2 to 600.</source>
        <translation>Com --window: durante quantos segundos cada confronto é observado, de 2 a 600.</translation>
    </message>
    <message>
        <source>unknown set &apos;%1&apos;</source>
        <translation>conjunto desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--window needs the window system, which was not started</source>
        <translation>--window precisa do sistema de janelas, que não foi iniciado</translation>
    </message>
    <message>
        <source>With --perfect: games a seat against each opponent, 1 to 100.</source>
        <translation>Com --perfect: jogos de cada lado contra cada adversário, de 1 a 100.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>Cover the positions with at most this many plies played.</source>
        <translation>Abrange as posições com, no máximo, este número de jogadas feitas.</translation>
    </message>
    <message>
        <source>The lines of the first player, the second, or both.</source>
        <translation>As linhas do primeiro jogador, do segundo ou de ambos.</translation>
    </message>
    <message>
        <source>The log of solved positions: read first, then appended to. May be given several times; new positions go to the first.</source>
        <translation>O registo das posições resolvidas: primeiro é lido, depois são-lhe acrescentadas as novas. Pode ser indicado várias vezes; as posições novas vão para o primeiro.</translation>
    </message>
    <message>
        <source>Write the book to this file.</source>
        <translation>Grava o livro neste ficheiro.</translation>
    </message>
    <message>
        <source>Verify this book: every position of the walk is in it, and every entry after --check-from plies agrees with the solver.</source>
        <translation>Verifica este livro: todas as posições do percurso têm de estar nele, e todas as entradas a partir de --check-from jogadas têm de concordar com o resolvedor.</translation>
    </message>
    <message>
        <source>With --check: solve the entries with at least this many plies played.</source>
        <translation>Com --check: resolve as entradas com pelo menos este número de jogadas feitas.</translation>
    </message>
    <message>
        <source>--side must be first, second or both, not &apos;%1&apos;</source>
        <translation>--side tem de ser first, second ou both, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 entries, %2 plies; %3 positions of the walk missing; %4 checked against the solver, %5 wrong</source>
        <translation>%1 entradas, %2 jogadas; faltam %3 posições do percurso; %4 verificadas com o resolvedor, %5 erradas</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>%1 positions: %2 from the logs, %3 solved in %4 s</source>
        <translation>%1 posições: %2 dos registos, %3 resolvidas em %4 s</translation>
    </message>
    <message>
        <source>%1 line %2 is not &apos;&lt;moves&gt; &lt;move&gt; &lt;score&gt;&apos;</source>
        <translation>%1: a linha %2 não é &apos;&lt;moves&gt; &lt;move&gt; &lt;score&gt;&apos;</translation>
    </message>
    <message>
        <source>%1 is a book for another board or rule</source>
        <translation>%1 é um livro para outro tabuleiro ou outra regra</translation>
    </message>
    <message>
        <source>The solver&apos;s table holds 2^N positions (N from 16 to 30).</source>
        <translation>A tabela do resolvedor guarda 2^N posições (N de 16 a 30).</translation>
    </message>
    <message>
        <source>With --all-plies: solve only share K of N of the deepest ply (one run per core, each with its own log), and write no book. A run without --part, given every log, then completes the book.</source>
        <translation>Com --all-plies: resolve só a parte K de N da jogada mais profunda (uma execução por núcleo, cada uma com o seu registo) e não escreve nenhum livro. Depois, uma execução sem --part, com todos os registos, completa o livro.</translation>
    </message>
    <message>
        <source>a run with --part makes no book: leave out --output and --check</source>
        <translation>uma execução com --part não faz nenhum livro: retire --output e --check</translation>
    </message>
    <message>
        <source>--part must be K/N with 1 &lt;= K &lt;= N and 2 &lt;= N &lt;= 64, not &apos;%1&apos;</source>
        <translation>--part tem de ser K/N com 1 &lt;= K &lt;= N e 2 &lt;= N &lt;= 64, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--part shares the deepest ply of --all-plies, which must then be at least 1</source>
        <translation>--part reparte a jogada mais profunda de --all-plies, que então tem de ser pelo menos 1</translation>
    </message>
    <message>
        <source>a run with --part keeps its results only in its log: give --log</source>
        <translation>uma execução com --part só guarda os resultados no seu registo: indique --log</translation>
    </message>
    <message>
        <source>every position to ply %1: %2 positions, %3 missing, %4 disagreeing with their children</source>
        <translation>todas as posições até a jogada %1: %2 posições, faltam %3, %4 em desacordo com as filhas</translation>
    </message>
    <message>
        <source>Start from this book&apos;s entries (a book made before, whose logs are gone); a log&apos;s entry for a position the book holds does not replace it, so the book&apos;s lines stay. With --all-plies, where the book holds the ply above, its moves give the score of the positions they lead to, which are then solved faster.</source>
        <translation>Começa a partir das entradas deste livro (um livro feito antes, cujos registos já não existem); a entrada de um registo para uma posição que o livro já tem não a substitui, de modo que as linhas do livro se mantêm. Com --all-plies, se o livro tem a jogada anterior, os seus lances dão a pontuação das posições a que levam, que então se resolvem mais depressa.</translation>
    </message>
    <message>
        <source>The game: %1.</source>
        <translation>O jogo: %1.</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;: use %2</source>
        <translation>jogo desconhecido &apos;%1&apos;: use %2</translation>
    </message>
    <message>
        <source>Instead, run the exact solvers on the sets of --sets; the reference sets (Test_L*) are read from folder &lt;dir&gt;, e.g. tests/data.</source>
        <translation>Em vez disso, executa os resolvedores exatos nos conjuntos de --sets; os conjuntos de referência (Test_L*) são lidos da pasta &lt;dir&gt;, p. ex. tests/data.</translation>
    </message>
    <message>
        <source>With --solver: the sets to run, comma-separated, each optionally followed by :N for its first N positions. %1. Random positions are seeded and nobody can win in one move.</source>
        <translation>Com --solver: os conjuntos a executar, separados por vírgulas, cada um opcionalmente seguido de :N para as suas N primeiras posições. %1. As posições aleatórias são geradas a partir de uma semente e ninguém pode ganhar numa só jogada.</translation>
    </message>
    <message>
        <source>With --solver: the table of the solvers that take a size (Connect Four&apos;s) has 2^N slots, 18 to 26.</source>
        <translation>Com --solver: a tabela dos resolvedores que aceitam um tamanho (o do Quatro em Linha) tem 2^N entradas, de 18 a 26.</translation>
    </message>
    <message>
        <source>Instead, play games of the Perfect level (of --game) against other levels, with the game&apos;s opening books and without: time per move, share of exact moves.</source>
        <translation>Em vez disso, disputa jogos do nível Perfeito (do jogo de --game) contra outros níveis, com os livros de aberturas do jogo e sem eles: tempo por jogada, proporção de jogadas exatas.</translation>
    </message>
    <message>
        <source>--window needs a program with the window</source>
        <translation>--window precisa de um programa com a janela</translation>
    </message>
    <message>
        <source>%1 has no exact solver</source>
        <translation>%1 não tem resolvedor exato</translation>
    </message>
    <message>
        <source>Makes an opening book (for a game that has them): the Perfect level&apos;s move in every position it can meet in the first plies, as either player, whatever the opponent plays. Solved positions go to the log as they are found, so an interrupted run goes on where it stopped. With --check, verifies a book instead.</source>
        <translation>Cria um livro de aberturas (para um jogo que os tenha): a jogada do nível Perfeito em cada posição que pode encontrar nas primeiras jogadas, como primeiro ou como segundo jogador, jogue o adversário o que jogar. As posições resolvidas são escritas no registo à medida que são encontradas, para que uma execução interrompida continue onde parou. Com --check, em vez disso, verifica um livro.</translation>
    </message>
    <message>
        <source>For a book that covers each player&apos;s lines to a depth of its own (4Mation&apos;s): cover the second player&apos;s lines only to this many plies (default: --plies), where its deeper positions cost too much to solve.</source>
        <translation>Para um livro que abrange as linhas de cada jogador até uma profundidade própria (o do 4Mation): abrange as linhas do segundo jogador só até este número de jogadas (por omissão: --plies), quando as suas posições mais profundas custam demasiado a resolver.</translation>
    </message>
    <message>
        <source>--second-plies is for %1&apos;s tables only</source>
        <translation>--second-plies é só para as tabelas de %1</translation>
    </message>
    <message>
        <source>quatre-cli: cannot write the output: %1</source>
        <translation>quatre-cli: não é possível escrever a saída: %1</translation>
    </message>
    <message>
        <source>Instead, give solve a line of this many MiB (1 to 1024), made as it is read, then a position: the peak resident memory before and after shows whether the line was held.</source>
        <translation>Em vez disso, dá ao solve uma linha com este número de MiB (1 a 1024), gerada à medida que é lida, e depois uma posição: o pico de memória residente antes e depois mostra se a linha foi retida.</translation>
    </message>
    <message>
        <source>%1: line %2 is longer than %3 KiB</source>
        <translation>%1: a linha %2 tem mais de %3 KiB</translation>
    </message>
    <message>
        <source>Give up on a position after this many seconds (a decimal number), report it as unknown and go on with the next line. Without it a position takes as long as it takes: hours on a nearly empty large board or an early Quarto position.</source>
        <translation>Desiste de uma posição ao fim deste número de segundos (um número decimal), indica-a como desconhecida e continua com a linha seguinte. Sem esta opção, uma posição demora o que for preciso: horas num tabuleiro grande quase vazio ou numa posição inicial de Quarto.</translation>
    </message>
    <message>
        <source>--timeout must be a number of seconds greater than 0 and at most %1, not &apos;%2&apos;</source>
        <translation>--timeout tem de ser um número de segundos maior do que 0 e no máximo %1, não &apos;%2&apos;</translation>
    </message>
    <message>
        <source>longer than %1 KiB, skipped</source>
        <translation>tem mais de %1 KiB, ignorada</translation>
    </message>
    <message>
        <source>unknown: no result within %1 s (%2 nodes searched)</source>
        <translation>desconhecida: nenhum resultado em %1 s (%2 nós pesquisados)</translation>
    </message>
    <message>
        <source>quatre-cli solve: cannot read the input: %1</source>
        <translation>quatre-cli solve: não é possível ler a entrada: %1</translation>
    </message>
    <message>
        <source>%1 is larger than a book can be (%2 MiB)</source>
        <translation>%1 é maior do que um livro pode ser (%2 MiB)</translation>
    </message>
    <message>
        <source>Milliseconds for the exact solves of a position&apos;s moves, 1 to %1; the moves they do not reach get the Expert search&apos;s estimate, in half as much time again.</source>
        <translation>Milissegundos para as resoluções exatas das jogadas de uma posição, de 1 a %1; as jogadas que estas não alcançam recebem a estimativa da pesquisa Especialista, em metade desse tempo a mais.</translation>
    </message>
    <message>
        <source>Prints the value of every legal move in the position reached by &lt;moves&gt; (none: the empty board) for the player to move, one line each in the order of the legal moves: &apos;&lt;move&gt; &lt;score&gt; exact|estimate &lt;words&gt;&apos;. An exact score is the solver&apos;s (sooner wins higher, 0 a draw), from the opening book, the end of the game or a solve within --budget; an estimate is the Expert search&apos;s, in its own units. The words say the same for people, in the interface&apos;s language.</source>
        <translation>Mostra o valor de cada jogada legal na posição a que &lt;jogadas&gt; levam (nenhuma: o tabuleiro vazio) para o jogador a jogar, uma linha por jogada pela ordem das jogadas legais: &apos;&lt;jogada&gt; &lt;pontuação&gt; exact|estimate &lt;palavras&gt;&apos;. Uma pontuação exata é a do resolvedor (vitórias mais rápidas valem mais, 0 é empate), do livro de aberturas, do fim do jogo ou de uma resolução dentro de --budget; uma estimativa é a da pesquisa Especialista, nas suas próprias unidades. As palavras dizem o mesmo para pessoas, na língua da interface.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a reviewed move: its class (its value)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2), best %3 (%4)</source>
        <comment>a reviewed move: its class (its value), best move (its value)</comment>
        <translation>%1 (%2), melhor %3 (%4)</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>nenhuma jogada</translation>
    </message>
    <message>
        <source>Reviews a saved game (a .quatre file, or - for standard input): every move of its move list, from the start, is judged by the values of all the moves that could have been played instead. One line a move, &apos;&lt;number&gt;. &lt;player 1|2&gt; &lt;move&gt; &lt;class&gt; (&lt;its value&gt;)&apos;, followed by &apos;, best &lt;move&gt; (&lt;its value&gt;)&apos; when the move was not the best; then one line a player, &apos;&lt;player&gt;: &lt;summary&gt;&apos;. A position whose moves are not all solved within --budget leaves its move not analysed.</source>
        <translation>Revê um jogo guardado (um ficheiro .quatre, ou - para a entrada padrão): cada jogada da lista, desde o início, é avaliada pelos valores de todas as jogadas que podiam ter sido feitas em seu lugar. Uma linha por jogada, &apos;&lt;número&gt;. &lt;jogador 1|2&gt; &lt;jogada&gt; &lt;classe&gt; (&lt;o seu valor&gt;)&apos;, seguida de &apos;, melhor &lt;jogada&gt; (&lt;o seu valor&gt;)&apos; quando a jogada não foi a melhor; depois uma linha por jogador, &apos;&lt;jogador&gt;: &lt;resumo&gt;&apos;. Uma posição cujas jogadas não são todas resolvidas dentro de --budget deixa a sua jogada por analisar.</translation>
    </message>
    <message>
        <source>The saved game, or - for standard input.</source>
        <translation>O jogo guardado, ou - para a entrada padrão.</translation>
    </message>
    <message>
        <source>review takes one saved game: a file, or - for standard input (got %1)</source>
        <translation>review aceita um jogo guardado: um ficheiro, ou - para a entrada padrão (recebeu %1)</translation>
    </message>
    <message>
        <source>quatre-cli review: cannot read the input: %1</source>
        <translation>quatre-cli review: não é possível ler a entrada: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>a entrada padrão</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1 of %2 puzzles are wrong</source>
        <translation>%1 de %2 problemas estão errados</translation>
    </message>
    <message>
        <source>%1 puzzles, all right</source>
        <translation>%1 problemas, todos certos</translation>
    </message>
    <message>
        <source>Prints &quot;find the winning move&quot; puzzles from seeded random positions, proven by the game&apos;s exact solver, one a line (resources/puzzles/README.md); or checks a file of them with --check.</source>
        <translation>Mostra problemas de «encontre a jogada vencedora» a partir de posições aleatórias com semente, provados pelo resolvedor exato do jogo, um por linha (resources/puzzles/README.md); ou, com --check, verifica um ficheiro deles.</translation>
    </message>
    <message>
        <source>How many puzzles (default 10).</source>
        <translation>Quantos problemas (por omissão 10).</translation>
    </message>
    <message>
        <source>The random seed: the same seed, the same puzzles.</source>
        <translation>A semente aleatória: a mesma semente, os mesmos problemas.</translation>
    </message>
    <message>
        <source>The puzzles win in 1 to this many own moves, as many of each (default 3).</source>
        <translation>Os problemas ganham-se em 1 até este número de jogadas próprias, tantos de cada (por omissão 3).</translation>
    </message>
    <message>
        <source>The fewest moves of the random positions (default: half the longest game).</source>
        <translation>O mínimo de jogadas das posições aleatórias (por omissão: metade do jogo mais longo).</translation>
    </message>
    <message>
        <source>The most moves of the random positions (default: as long as the game lasts).</source>
        <translation>O máximo de jogadas das posições aleatórias (por omissão: enquanto o jogo durar).</translation>
    </message>
    <message>
        <source>Gives up after this many random positions (default: %1 per puzzle asked), for a grade the positions never reach.</source>
        <translation>Desiste depois deste número de posições aleatórias (por omissão: %1 por problema pedido), para um nível que as posições nunca atingem.</translation>
    </message>
    <message>
        <source>Checks every puzzle of the file with the solver instead; exit code 1 if one is wrong.</source>
        <translation>Em vez disso, verifica com o resolvedor cada problema do ficheiro; código de saída 1 se algum estiver errado.</translation>
    </message>
    <message>
        <source>puzzles takes no position, got &apos;%1&apos;</source>
        <translation>puzzles não aceita posição, recebeu «%1»</translation>
    </message>
    <message>
        <source>the game &apos;%1&apos; has no exact solver for these options</source>
        <translation>o jogo «%1» não tem resolvedor exato para estas opções</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, not &apos;%2&apos;</source>
        <translation>--seed tem de ser um número inteiro de 0 a %1, não «%2»</translation>
    </message>
    <message>
        <source>quatre-cli: only %1 of %2 puzzles found in %3 random positions</source>
        <translation>quatre-cli: só foram encontrados %1 de %2 problemas em %3 posições aleatórias</translation>
    </message>
    <message>
        <source>%1 takes at most one position, got %2</source>
        <translation>%1 aceita no máximo uma posição, recebeu %2</translation>
    </message>
    <message>
        <source>The name the other player sees.</source>
        <translation>O nome que o outro jogador vê.</translation>
    </message>
    <message>
        <source>The port to listen on (default %1; 0: any free one).</source>
        <translation>A porta onde escutar (por omissão %1; 0: qualquer uma livre).</translation>
    </message>
    <message>
        <source>The address to listen on (default: every address of this machine; 127.0.0.1: this machine only).</source>
        <translation>O endereço onde escutar (por omissão: todos os endereços desta máquina; 127.0.0.1: só esta máquina).</translation>
    </message>
    <message>
        <source>The seat that moves first, 1 or 2.</source>
        <translation>O lugar que joga primeiro, 1 ou 2.</translation>
    </message>
    <message>
        <source>Seconds to wait for a player to join, 1 to 86400.</source>
        <translation>Segundos à espera de que um jogador entre, de 1 a 86400.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no IP address</source>
        <translation>«%1» não é um endereço IP</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>não é possível escutar na porta %1: %2</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 entrou</translation>
    </message>
    <message>
        <source>nobody joined</source>
        <translation>ninguém entrou</translation>
    </message>
    <message>
        <source>The host&apos;s address.</source>
        <translation>O endereço do anfitrião.</translation>
    </message>
    <message>
        <source>The host&apos;s port.</source>
        <translation>A porta do anfitrião.</translation>
    </message>
    <message>
        <source>The join code.</source>
        <translation>O código de entrada.</translation>
    </message>
    <message>
        <source>join takes an address, a port and a code</source>
        <translation>join recebe um endereço, uma porta e um código</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no port</source>
        <translation>«%1» não é uma porta</translation>
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
        <translation>Utilização: quatre-cli &lt;comando&gt; [opções]

Comandos:
  match   disputa jogos entre dois níveis de IA e mostra cada um e o resultado
  best    mostra a jogada que um nível de IA escolhe numa posição
  analyse mostra o valor de cada jogada legal numa posição
  review  avalia cada jogada de um jogo guardado e resume como jogou cada jogador
  solve   lê posições da entrada padrão e mostra a pontuação exata de cada uma
  bench   mede a IA: tempo por jogada, latência do cancelamento, excesso de tempo
  book    cria ou verifica um livro de aberturas (%3)
  play    joga um jogo no terminal contra um nível de IA
  puzzles cria problemas de «encontre a jogada vencedora», ou verifica um ficheiro deles
  host    aloja um jogo em rede, jogado por um nível de IA ou no terminal
  join    entra num jogo em rede, jogado por um nível de IA ou no terminal

Jogos: --game %1.
Níveis: random, greedy, minimax:D (profundidade 1-9), expert:MS (tempo por jogada em ms),
expert:dN (profundidade fixa N, reproduzível), perfect ou perfect:MS; os próprios de um jogo: %2.
Execute &apos;quatre-cli &lt;comando&gt; --help&apos; para ver as opções de um comando.
</translation>
    </message>
    <message>
        <source>The AI level that plays this seat (without it, you play at the terminal).</source>
        <translation>O nível de IA que joga este lugar (sem esta opção, é você quem joga no terminal).</translation>
    </message>
    <message>
        <source>Hosts a network game: prints the port and the join code, waits for one player to join (quatre-cli join), plays the game, then prints its moves and result from player 1&apos;s view. With --level an AI plays; without it, you play at the terminal: the board is shown after each move, you type moves in the game&apos;s notation or the commands undo, new, resign, say TEXT, quit and help.</source>
        <translation>Aloja um jogo em rede: mostra a porta e o código de entrada, espera que um jogador entre (quatre-cli join), joga o jogo e depois mostra as jogadas e o resultado do ponto de vista do jogador 1. Com --level, joga uma IA; sem esta opção, é você quem joga no terminal: o tabuleiro é mostrado depois de cada jogada e escreve as jogadas na notação do jogo ou os comandos undo, new, resign, say TEXT, quit e help.</translation>
    </message>
    <message>
        <source>The seat this side plays (the AI or you), 1 or 2.</source>
        <translation>O lugar jogado deste lado (pela IA ou por si), 1 ou 2.</translation>
    </message>
    <message>
        <source>Joins a network game: the host&apos;s address, port and join code; plays the game, then prints its moves and result from player 1&apos;s view. With --level an AI plays; without it, you play at the terminal: the board is shown after each move, you type moves in the game&apos;s notation or the commands undo, new, resign, say TEXT, quit and help.</source>
        <translation>Entra num jogo em rede: o endereço, a porta e o código de entrada do anfitrião; joga o jogo e depois mostra as jogadas e o resultado do ponto de vista do jogador 1. Com --level, joga uma IA; sem esta opção, é você quem joga no terminal: o tabuleiro é mostrado depois de cada jogada e escreve as jogadas na notação do jogo ou os comandos undo, new, resign, say TEXT, quit e help.</translation>
    </message>
    <message>
        <source>You are player %1, playing against %2. Type a move, or help.</source>
        <translation>É o jogador %1 e joga contra %2. Escreva uma jogada, ou help.</translation>
    </message>
    <message>
        <source>Goodbye.</source>
        <translation>Adeus.</translation>
    </message>
    <message>
        <source>Type say and your message.</source>
        <translation>Escreva say e a sua mensagem.</translation>
    </message>
    <message>
        <source>A new game begins.</source>
        <translation>Começa um novo jogo.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 jogou %2.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>O jogo terminou empatado.</translation>
    </message>
    <message>
        <source>You won.</source>
        <translation>Ganhou.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 ganhou.</translation>
    </message>
    <message>
        <source>Waiting for %1 to move.</source>
        <translation>À espera de que %1 jogue.</translation>
    </message>
    <message>
        <source>%1 accepted: your move is taken back.</source>
        <translation>%1 aceitou: a sua jogada foi anulada.</translation>
    </message>
    <message>
        <source>%1 declined to undo.</source>
        <translation>%1 recusou anular a jogada.</translation>
    </message>
    <message>
        <source>%1 accepted a new game.</source>
        <translation>%1 aceitou um novo jogo.</translation>
    </message>
    <message>
        <source>%1 declined a new game.</source>
        <translation>%1 recusou um novo jogo.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Desistiu.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 desistiu.</translation>
    </message>
    <message>
        <source>Please answer yes or no.</source>
        <translation>Responda yes ou no.</translation>
    </message>
    <message>
        <source>Your last request is still waiting for an answer.</source>
        <translation>O seu último pedido ainda aguarda resposta.</translation>
    </message>
    <message>
        <source>You have no move to undo.</source>
        <translation>Não tem nenhuma jogada para anular.</translation>
    </message>
    <message>
        <source>Asked %1 to undo; waiting for the answer.</source>
        <translation>Foi pedido a %1 que anule a jogada; à espera da resposta.</translation>
    </message>
    <message>
        <source>Asked %1 for a new game; waiting for the answer.</source>
        <translation>Foi pedido um novo jogo a %1; à espera da resposta.</translation>
    </message>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation>Não é a sua vez: à espera de %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move here: %2</source>
        <translation>«%1» não é uma jogada possível aqui: %2</translation>
    </message>
    <message>
        <source>Type a move in the game&apos;s notation on your turn, or:
  undo         ask the other player to take back your last move
  new          ask the other player for a new game
  resign       give up this game
  say TEXT     send TEXT to the other player
  quit, leave  leave the game
  help         show this list</source>
        <translation>Na sua vez, escreva uma jogada na notação do jogo, ou:
  undo         pede ao outro jogador para anular a sua última jogada
  new          pede um novo jogo ao outro jogador
  resign       desiste deste jogo
  say TEXT     envia TEXT ao outro jogador
  quit, leave  sai do jogo
  help         mostra esta lista</translation>
    </message>
    <message>
        <source>The other player asks to undo. Accept? (yes/no) </source>
        <translation>O outro jogador pede para anular a jogada. Aceita? (yes/no) </translation>
    </message>
    <message>
        <source>The other player asks for a new game. Accept? (yes/no) </source>
        <translation>O outro jogador pede um novo jogo. Aceita? (yes/no) </translation>
    </message>
    <message>
        <source>The other player asks for a rematch. Accept? (yes/no) </source>
        <translation>O outro jogador pede a desforra. Aceita? (yes/no) </translation>
    </message>
    <message>
        <source>Your move: </source>
        <translation>A sua jogada: </translation>
    </message>
    <message>
        <source>Instead, measure the main window (off screen) while AI players think: the longest event-loop stall, the frame interval while a piece moves, the budget overrun; with --game, that game&apos;s match-ups only.</source>
        <translation>Em vez disso, mede a janela principal (fora do ecrã) enquanto jogadores de IA pensam: o bloqueio mais longo do ciclo de eventos, o intervalo entre fotogramas enquanto uma peça se move e quanto é excedido o orçamento de tempo; com --game, só os confrontos desse jogo.</translation>
    </message>
    <message>
        <source>With --window: the AI search threads&apos; priorities to compare, comma-separated, each match-up run with each: nice (the window&apos;s own), idle or normal.</source>
        <translation>Com --window: as prioridades dos fios de pesquisa da IA a comparar, separadas por vírgulas; cada confronto é jogado com cada uma: nice (a da janela), idle ou normal.</translation>
    </message>
    <message>
        <source>unknown search priority &apos;%1&apos;: idle, nice or normal</source>
        <translation>prioridade de pesquisa desconhecida &apos;%1&apos;: idle, nice ou normal</translation>
    </message>
    <message>
        <source>How many threads share out the moves to solve, 1 to 256 (default: the number of cores, %1), each on a table of its own.</source>
        <translation>Quantos fios de execução repartem entre si as jogadas a resolver, de 1 a 256 (predefinição: o número de núcleos, %1), cada um com uma tabela própria.</translation>
    </message>
    <message>
        <source>With --window: print to the error output every stall of the event loop, every timer tick in which the window&apos;s thread worked over 6 ms, and every frame over 20 ms while a piece moves, each with the events delivered during it.</source>
        <translation>Com --window: escreve na saída de erros cada bloqueio do ciclo de eventos, cada tique do temporizador em que a thread da janela trabalhou mais de 6 ms e cada fotograma de mais de 20 ms enquanto uma peça se move, cada um com os eventos entregues durante esse tempo.</translation>
    </message>
    <message>
        <source>Instead, give the Perfect level seeded random positions, from the empty board to a third of the game, on the board of the game options: the share it answers exactly within its budget.</source>
        <translation>Em vez disso, dá ao nível Perfeito posições aleatórias geradas a partir de uma semente, do tabuleiro vazio até um terço do jogo, no tabuleiro das opções do jogo: a parte a que responde de forma exata dentro do seu orçamento de tempo.</translation>
    </message>
    <message>
        <source>With --exact-share: every board of --game up to this size instead, 3 to 10 (each of the game&apos;s numbered options, the rows and the columns for instance).</source>
        <translation>Com --exact-share: em vez disso, cada tabuleiro de --game até este tamanho, de 3 a 10 (cada uma das opções numéricas do jogo, por exemplo as linhas e as colunas).</translation>
    </message>
    <message>
        <source>With --exact-share: positions of 0 to this many plies, 0 to 99 (default: a third of each board&apos;s game).</source>
        <translation>Com --exact-share: posições de 0 até este número de meias-jogadas, de 0 a 99 (por omissão: um terço do jogo de cada tabuleiro).</translation>
    </message>
    <message>
        <source>With --analysis: Connect Four positions, 1 to 10000; the other games get a tenth as many. With --exact-share: positions a board (default 100).</source>
        <translation>Com --analysis: posições de Quatro em Linha, de 1 a 10000; os outros jogos têm um décimo delas. Com --exact-share: posições por tabuleiro (por omissão 100).</translation>
    </message>
    <message>
        <source>Measures the program. By default the AI levels: time per move on seeded random positions, how soon a search stops once cancelled, and how far an Expert move overruns its time budget. With --solver: the exact solvers of the games. With --window: the main window while AI players think. With --perfect: the Perfect level in whole games, with and without the game&apos;s opening books. With --analysis: the value of every move of random positions, as analyse finds it. With --exact-share: how often the Perfect level is exact on a board, or on each board up to a size. With --long-line: how much memory solve&apos;s input reader takes for one enormous line.</source>
        <translation>Mede o programa. Por omissão, os níveis de IA: o tempo por jogada em posições aleatórias geradas a partir de uma semente, a rapidez com que uma pesquisa para depois de cancelada e quanto uma jogada do nível Especialista excede o seu orçamento de tempo. Com --solver: os resolvedores exatos dos jogos. Com --window: a janela principal enquanto jogadores de IA pensam. Com --perfect: o nível Perfeito em jogos completos, com os livros de aberturas do jogo e sem eles. Com --analysis: o valor de cada jogada de posições aleatórias, tal como o analyse o encontra. Com --exact-share: com que frequência o nível Perfeito é exato num tabuleiro, ou em cada tabuleiro até um tamanho. Com --long-line: quanta memória o leitor da entrada do solve ocupa com uma linha enorme.</translation>
    </message>
    <message>
        <source>Also hold every position with at most this many plies played, whoever played them, so that the Perfect level answers at once in games it did not play from the start. Only the deepest of these plies is solved; the others are chosen from their children.</source>
        <translation>Inclui também todas as posições com, no máximo, este número de jogadas feitas, seja quem for que as fez, para que o nível Perfeito responda de imediato em jogos que não jogou desde o início. Só as posições da jogada mais profunda são resolvidas; as outras são escolhidas a partir das suas posições filhas.</translation>
    </message>
    <message>
        <source>With --exact-share: positions of at least this many plies, 0 to --plies (default 0).</source>
        <translation>Com --exact-share: posições de pelo menos este número de meias-jogadas, de 0 a --plies (por omissão 0).</translation>
    </message>
    <message>
        <source>How many threads the exact solver searches with, 1 to 256 (default: the number of cores, %1).</source>
        <translation>Com quantos fios de execução pesquisa o resolvedor exato, de 1 a 256 (predefinição: o número de núcleos, %1).</translation>
    </message>
    <message>
        <source>With --solver, how many threads the exact solver searches with; with --analysis, how many share out the moves to solve. 1 to 256 (default: the number of cores, %1).</source>
        <translation>Com --solver, com quantos fios de execução pesquisa o resolvedor exato; com --analysis, quantos repartem entre si as jogadas a resolver. De 1 a 256 (predefinição: o número de núcleos, %1).</translation>
    </message>
    <message>
        <source>Instead, time the analysis of every legal move (as analyse does it) on seeded random positions: 6x7 Connect Four from the empty board to 30 plies, Quarto with 12 empty squares, 4Mation 7x7 (official rule) after 8 cubes; with --game, that game&apos;s positions only.</source>
        <translation>Em vez disso, cronometra a análise de cada jogada legal (como o analyse a faz) em posições aleatórias geradas a partir de uma semente: Quatro em Linha 6x7 do tabuleiro vazio até 30 jogadas, Quarto com 12 casas vazias, 4Mation 7x7 (regra oficial) depois de 8 cubos; com --game, só as posições desse jogo.</translation>
    </message>
    <message>
        <source>Reads positions from standard input, one per line (a number after the moves, such as a reference file&apos;s score, is ignored), and prints &apos;&lt;moves&gt; &lt;score&gt;&apos; with the exact score for the side to move. An empty line or &apos;-&apos; is the empty board, printed as &apos;-&apos; (not in Quarto, whose positions start with the first piece given). A malformed line, a line longer than %1 KiB, or a position not solved within --timeout prints an error naming its line number and the solver goes on; the exit code is then 1.</source>
        <translation>Lê posições da entrada padrão, uma por linha (um número depois das jogadas, como a pontuação de um ficheiro de referência, é ignorado), e mostra &apos;&lt;jogadas&gt; &lt;pontuação&gt;&apos; com a pontuação exata para o lado que joga. Uma linha vazia ou &apos;-&apos; é o tabuleiro vazio, mostrado como &apos;-&apos; (exceto no Quarto, cujas posições começam com a primeira peça dada). Uma linha mal formada, uma linha com mais de %1 KiB ou uma posição não resolvida dentro do tempo de --timeout mostra um erro com o número da linha e o resolvedor continua; nesse caso, o código de saída é 1.</translation>
    </message>
    <message>
        <source>%1: its last line was left unfinished by a stopped run; it is dropped, and its position solved again</source>
        <translation>%1: a última linha ficou por terminar numa execução interrompida; é descartada e a sua posição é resolvida de novo</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2, which has none</source>
        <translation>--%1 não é uma opção de %2, que não tem nenhuma</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (its options: %3)</source>
        <translation>--%1 não é uma opção de %2 (as suas opções: %3)</translation>
    </message>
    <message>
        <source>--%1 is given %2 times; give it once</source>
        <translation>--%1 foi dada %2 vezes; dê-a só uma vez</translation>
    </message>
    <message>
        <source>With --window: the shares of a core (0.05 to 1) that each search thread beside the first may use, to compare, comma-separated, each match-up run with each (the window&apos;s own: 0.7).</source>
        <translation>Com --window: as frações de um núcleo (de 0.05 a 1) que cada fio de pesquisa além do primeiro pode usar, a comparar, separadas por vírgulas; cada confronto é jogado com cada uma (a da janela: 0.7).</translation>
    </message>
    <message>
        <source>--helper-share takes shares from 0.05 to 1, not &apos;%1&apos;</source>
        <translation>--helper-share aceita frações de 0.05 a 1, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>With --window: the analysis board on in every match-up, valuing every move of each position while the players think.</source>
        <translation>Com --window: o tabuleiro de análise ligado em cada confronto, a avaliar cada jogada de cada posição enquanto os jogadores pensam.</translation>
    </message>
</context>
<context>
    <name>ConnectFourRulesPage</name>
    <message>
        <source>Red has four discs on a diagonal and wins: the winning line is lit.</source>
        <translation>O vermelho tem quatro peças numa diagonal e ganha: a linha vencedora fica iluminada.</translation>
    </message>
    <message>
        <source>A full 4 × 4 board with no line of four: a draw.</source>
        <translation>Um tabuleiro 4 × 4 cheio sem nenhuma linha de quatro: empate.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>O objetivo</translation>
    </message>
    <message>
        <source>Two players take turns dropping discs of their colour into the columns of an upright board. A disc falls to the lowest free cell of its column; a full column takes no more discs.</source>
        <translation>Dois jogadores deixam cair à vez peças da sua cor nas colunas de um tabuleiro vertical. Cada peça cai até à casa livre mais baixa da sua coluna; uma coluna cheia não aceita mais peças.</translation>
    </message>
    <message>
        <source>The first to line up four or more discs of their colour in a row, a column or a diagonal wins. If the board fills up without such a line, the game is a draw.</source>
        <translation>Ganha quem primeiro alinhar quatro ou mais peças da sua cor numa linha, numa coluna ou numa diagonal. Se o tabuleiro ficar cheio sem nenhuma linha assim, o jogo termina empatado.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Como jogar no Quatre</translation>
    </message>
    <message>
        <source>Click a column to drop your disc in it: the column under the mouse is highlighted. With the keyboard, Left and Right move the marker over the columns, and Enter, Space or Down drop the disc; the digits 1 to 9 choose a column at once (0 is column 10).</source>
        <translation>Clique numa coluna para deixar cair nela a sua peça: a coluna sob o rato fica destacada. Com o teclado, Esquerda e Direita movem o marcador pelas colunas, e Enter, Espaço ou Baixo deixam cair a peça; os algarismos de 1 a 9 escolhem diretamente uma coluna (o 0 é a coluna 10).</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>In Game &gt; Settings you choose the number of rows and of columns, each from 4 to 10 (6 rows by 7 columns is the classic board), who plays each colour, and who starts.</source>
        <translation>Em Jogo &gt; Definições escolhe o número de linhas e de colunas, cada um de 4 a 10 (o tabuleiro clássico tem 6 linhas por 7 colunas), quem joga com cada cor e quem começa.</translation>
    </message>
    <message>
        <source>New to Connect Four? Drop your discs in turn: four in a row, a column or a diagonal wins.</source>
        <translation>É a primeira vez que joga Quatro em Linha? Deixe cair as peças à vez: ganha quem fizer quatro numa linha, numa coluna ou numa diagonal.</translation>
    </message>
</context>
<context>
    <name>ConnectFourTerminal</name>
    <message>
        <source>Choose column: </source>
        <translation>Escolha a coluna: </translation>
    </message>
    <message>
        <source>Column -&gt; %1</source>
        <translation>Coluna -&gt; %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>ganancioso</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>esperto</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>Rows    = </source>
        <translation>Linhas  = </translation>
    </message>
    <message>
        <source>Columns = </source>
        <translation>Colunas = </translation>
    </message>
</context>
<context>
    <name>ConnectFourText</name>
    <message>
        <source>Connect Four</source>
        <translation>Quatro em Linha</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Linhas:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colunas:</translation>
    </message>
    <message>
        <source>Connect Four rows, 4 to 10.</source>
        <translation>Linhas do Quatro em Linha, de 4 a 10.</translation>
    </message>
    <message>
        <source>Connect Four columns, 4 to 10.</source>
        <translation>Colunas do Quatro em Linha, de 4 a 10.</translation>
    </message>
    <message>
        <source>Test_L3_R1 etc.: a Connect Four reference file; connect4-D: Connect Four after D plies</source>
        <translation>Test_L3_R1 etc.: um ficheiro de referência do Quatro em Linha; connect4-D: o Quatro em Linha depois de D jogadas</translation>
    </message>
    <message>
        <source>The board size %1 × %2 is out of range: rows and columns go from %3 to %4.</source>
        <translation>O tamanho de tabuleiro %1 × %2 está fora do intervalo: as linhas e as colunas vão de %3 a %4.</translation>
    </message>
</context>
<context>
    <name>DataFile</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>Não é possível gravar &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: the folder %2 does not exist.</source>
        <translation>Não é possível gravar &quot;%1&quot;: a pasta %2 não existe.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: only %2 of %3 bytes could be written (is the disk full?). The previous file, if any, is unchanged.</source>
        <translation>Não é possível gravar &quot;%1&quot;: só foi possível gravar %2 de %3 bytes (o disco está cheio?). O ficheiro anterior, se existir, não foi alterado.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2. The previous file, if any, is unchanged.</source>
        <translation>Não é possível gravar &quot;%1&quot;: %2. O ficheiro anterior, se existir, não foi alterado.</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>O ficheiro &quot;%1&quot; não existe.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>&quot;%1&quot; é uma pasta, não um ficheiro.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>Não é possível ler &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 KiB): Quatre reads files of at most %3 KiB.</source>
        <translation>&quot;%1&quot; é demasiado grande (%2 KiB): o Quatre lê ficheiros de %3 KiB no máximo.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be moved aside: %2.</source>
        <translation>Não foi possível pôr &quot;%1&quot; de parte: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file.</source>
        <translation>&quot;%1&quot; não é um ficheiro regular.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large: Quatre reads files of at most %2 KiB.</source>
        <translation>&quot;%1&quot; é demasiado grande: o Quatre lê ficheiros de %2 KiB no máximo.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a loop of symbolic links, not a regular file.</source>
        <translation>&quot;%1&quot; é um ciclo de ligações simbólicas, não um ficheiro regular.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a device, not a regular file.</source>
        <translation>&quot;%1&quot; é um dispositivo, não um ficheiro regular.</translation>
    </message>
</context>
<context>
    <name>FourMationRulesPage</name>
    <message>
        <source>White&apos;s fourth cube on the diagonal wins: every cube went next to the cube before it.</source>
        <translation>O quarto cubo branco na diagonal ganha: cada cubo foi colocado junto ao cubo anterior.</translation>
    </message>
    <message>
        <source>Black has just played f5 (framed in orange): White&apos;s cube must go on one of the green cells around it.</source>
        <translation>O preto acabou de jogar em f5 (com moldura laranja): o cubo branco tem de ir para uma das casas verdes à sua volta.</translation>
    </message>
    <message>
        <source>Draw-when-stuck rule: Black&apos;s last cube (lit) has no free cell next to it, so White is stuck and the game is a draw.</source>
        <translation>Regra do empate por bloqueio: o último cubo preto (iluminado) não tem nenhuma casa livre ao lado, por isso o branco fica sem jogada possível e o jogo é um empate.</translation>
    </message>
    <message>
        <source>Official rule, the same position: White places a cube next to any black cube, on the cells lit in blue.</source>
        <translation>Regra oficial, a mesma posição: o branco coloca um cubo junto a qualquer cubo preto, nas casas iluminadas a azul.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>O objetivo</translation>
    </message>
    <message>
        <source>4Mation is played with white and black cubes on a square board of N × N cells, 7 × 7 by default. The players take turns placing a cube of their colour on an empty cell.</source>
        <translation>O 4Mation joga-se com cubos brancos e pretos num tabuleiro quadrado de N × N casas, 7 × 7 por omissão. Os jogadores colocam à vez um cubo da sua cor numa casa vazia.</translation>
    </message>
    <message>
        <source>Four or more cubes of one colour in a line, in a row, a column or a diagonal, win.</source>
        <translation>Quatro ou mais cubos da mesma cor em linha, numa linha, numa coluna ou numa diagonal, ganham.</translation>
    </message>
    <message>
        <source>Next to the last cube</source>
        <translation>Junto ao último cubo</translation>
    </message>
    <message>
        <source>The first cube may go on any cell. Every later cube must go on an empty cell next to the last cube placed, by either player: a cell that shares a side or a corner with it. So the cube you place also decides where your opponent may play.</source>
        <translation>O primeiro cubo pode ir para qualquer casa. Cada cubo seguinte tem de ir para uma casa vazia junto ao último cubo colocado, seja de quem for: uma casa que partilhe com ele um lado ou um canto. Assim, o cubo que coloca também decide onde o adversário pode jogar.</translation>
    </message>
    <message>
        <source>On the board the last cube is framed in orange, and the cells where the next cube may go are lit in green.</source>
        <translation>No tabuleiro, o último cubo tem uma moldura laranja e as casas para onde pode ir o cubo seguinte estão iluminadas a verde.</translation>
    </message>
    <message>
        <source>When a player is stuck</source>
        <translation>Quando um jogador fica sem jogada possível</translation>
    </message>
    <message>
        <source>If every cell next to the last cube is taken, the player to move is stuck. What happens then depends on the rule chosen in Game &gt; Settings:</source>
        <translation>Se todas as casas junto ao último cubo estiverem ocupadas, o jogador que tem a vez fica sem jogada possível. O que acontece depois depende da regra escolhida em Jogo &gt; Definições:</translation>
    </message>
    <message>
        <source>Under the draw-when-stuck rule (the default, from the original program), the game ends in a draw.</source>
        <translation>Com a regra do empate por bloqueio (a regra por omissão, do programa original), o jogo termina empatado.</translation>
    </message>
    <message>
        <source>Under the official rule (the published game&apos;s), the stuck player places a cube next to any cube of the opponent instead, on the cells lit in blue; the game is a draw only if there is no such cell either.</source>
        <translation>Com a regra oficial (a do jogo publicado), o jogador sem jogada possível coloca antes um cubo junto a qualquer cubo do adversário, nas casas iluminadas a azul; o jogo só é um empate se também não houver nenhuma casa assim.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Como jogar no Quatre</translation>
    </message>
    <message>
        <source>Click one of the lit cells to place your cube there. With the keyboard, the arrow keys move the cursor and Enter or Space places the cube.</source>
        <translation>Clique numa das casas iluminadas para colocar nela o seu cubo. Com o teclado, as setas movem o cursor e Enter ou Espaço colocam o cubo.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>In Game &gt; Settings you choose the board size N, from 4 to 10, and the rule for a stuck player. A size of 3 gives the &quot;impossible&quot; board of the original program: on 3 × 3 nobody can make four.</source>
        <translation>Em Jogo &gt; Definições escolhe o tamanho N do tabuleiro, de 4 a 10, e a regra para um jogador sem jogada possível. O tamanho 3 dá o tabuleiro «impossível» do programa original: em 3 × 3 ninguém consegue fazer quatro em linha.</translation>
    </message>
    <message>
        <source>New to 4Mation? Each cube goes next to the last cube placed, on the lit cells: four in a line wins.</source>
        <translation>É a primeira vez que joga 4Mation? Cada cubo vai junto ao último cubo colocado, nas casas iluminadas: ganham quatro em linha.</translation>
    </message>
</context>
<context>
    <name>FourMationTerminal</name>
    <message>
        <source>Choose cell: </source>
        <translation>Escolha a casa: </translation>
    </message>
    <message>
        <source>Cell -&gt; %1</source>
        <translation>Casa -&gt; %1</translation>
    </message>
    <message>
        <source>easy peasy</source>
        <translation>canja</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>ganancioso</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>esperto</translation>
    </message>
    <message>
        <source>hardcore</source>
        <translation>hardcore</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>impossible (3x3)</source>
        <translation>impossível (3x3)</translation>
    </message>
    <message>
        <source>Size    = </source>
        <translation>Tamanho = </translation>
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
        <translation>&amp;Tamanho do tabuleiro (N):</translation>
    </message>
    <message>
        <source>&amp;Official rule (when stuck, play next to any opponent cube)</source>
        <translation>Regra &amp;oficial (sem jogada possível, joga-se junto a qualquer cubo do adversário)</translation>
    </message>
    <message>
        <source>The board is N × N; on 3 × 3 nobody can make four</source>
        <translation>O tabuleiro tem N × N casas; em 3 × 3 ninguém consegue fazer quatro em linha</translation>
    </message>
    <message>
        <source>Without it, a player with no cell next to the last cube ends the game in a draw</source>
        <translation>Sem esta regra, se um jogador não tiver casas livres junto ao último cubo, o jogo termina empatado</translation>
    </message>
    <message>
        <source>4Mation board size N (N x N), 3 to 10.</source>
        <translation>Tamanho N do tabuleiro do 4Mation (N x N), de 3 a 10.</translation>
    </message>
    <message>
        <source>4Mation: a player with no cell next to the last cube may play next to any opponent cube.</source>
        <translation>4Mation: um jogador sem casas livres junto ao último cubo pode jogar junto a qualquer cubo do adversário.</translation>
    </message>
    <message>
        <source>The board size %1 is out of range: 4Mation boards go from %2 to %3.</source>
        <translation>O tamanho de tabuleiro %1 está fora do intervalo: os tabuleiros do 4Mation vão de %2 a %3.</translation>
    </message>
    <message>
        <source>4mation-S (4mation-official-S with the official rule): the empty S x S board; 4mation-S-C: S x S after C cubes</source>
        <translation>4mation-S (4mation-official-S com a regra oficial): o tabuleiro vazio de S x S; 4mation-S-C: S x S depois de C cubos</translation>
    </message>
    <message>
        <source>Hardcore</source>
        <translation>Hardcore</translation>
    </message>
    <message>
        <source>Too easy m8.</source>
        <translation>Demasiado fácil, pá.</translation>
    </message>
    <message>
        <source>Careful. I&apos;ve got everything under control.</source>
        <translation>Cuidadinho. Tenho tudo sob controlo.</translation>
    </message>
    <message>
        <source>I&apos;m tired of thinking. I&apos;ll just go with the most obvious one.</source>
        <translation>Já me cansei de pensar. Vou pela mais óbvia e pronto.</translation>
    </message>
    <message>
        <source>dummy vs foo (Random vs Random)</source>
        <translation>dummy contra foo (Aleatório contra Aleatório)</translation>
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
        <translation>dummy contra Roussel (Aleatório contra Hardcore)</translation>
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
        <translation>o bot de nível 1: coloca o cubo numa casa permitida qualquer, ao acaso</translation>
    </message>
    <message>
        <source>the level-2 bot: blocks the other&apos;s winning cell, looks for a forced win, otherwise takes the most promising cell, and says which it did</source>
        <translation>o bot de nível 2: bloqueia a casa vencedora do outro, procura uma vitória forçada, senão escolhe a casa mais promissora, e diz o que fez</translation>
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
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Ganancioso</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeito</translation>
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
            <numerusform>ganha em %n</numerusform>
            <numerusform>ganha em %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <comment>own moves, this one included</comment>
        <translation>
            <numerusform>perde em %n</numerusform>
            <numerusform>perde em %n</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>An estimate by the Expert search: the exact value was out of reach within the time allowed.</source>
        <translation>Uma estimativa da pesquisa Especialista: o valor exato ficou fora de alcance no tempo disponível.</translation>
    </message>
    <message>
        <source>Exact: with perfect play this move leads to a draw.</source>
        <translation>Exato: com jogo perfeito esta jogada leva a um empate.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>a melhor</translation>
    </message>
    <message>
        <source>good</source>
        <translation>boa</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>não analisada</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n erro grave</numerusform>
            <numerusform>%n erros graves</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistakes</source>
        <translation>nenhum erro</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) not analysed</source>
        <translation>
            <numerusform>%n jogada não analisada</numerusform>
            <numerusform>%n jogadas não analisadas</numerusform>
        </translation>
    </message>
    <message>
        <source>; accuracy %1%</source>
        <translation>; precisão %1%</translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move wins in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exato: com jogo perfeito esta jogada ganha em %n jogada deste jogador, contando com esta.</numerusform>
            <numerusform>Exato: com jogo perfeito esta jogada ganha em %n jogadas deste jogador, contando com esta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move loses in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exato: com jogo perfeito esta jogada perde em %n jogada deste jogador, contando com esta.</numerusform>
            <numerusform>Exato: com jogo perfeito esta jogada perde em %n jogadas deste jogador, contando com esta.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>a message of %1 bytes, over the limit of 64 KiB</source>
        <translation>uma mensagem de %1 bytes, acima do limite de 64 KiB</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>texto que não é UTF-8</translation>
    </message>
    <message>
        <source>bytes that are no message</source>
        <translation>bytes que não são uma mensagem</translation>
    </message>
    <message>
        <source>a message nested too deep</source>
        <translation>uma mensagem demasiado aninhada</translation>
    </message>
    <message>
        <source>a message of unknown type &quot;%1&quot;</source>
        <translation>uma mensagem de tipo desconhecido «%1»</translation>
    </message>
    <message>
        <source>a message with a bad field &quot;%1&quot;</source>
        <translation>uma mensagem com um campo inválido «%1»</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>You closed the connection.</source>
        <translation>Fechou a ligação.</translation>
    </message>
    <message>
        <source>The other player left the game%1.</source>
        <translation>O outro jogador saiu do jogo%1.</translation>
    </message>
    <message>
        <source>The connection was lost%1.</source>
        <translation>A ligação perdeu-se%1.</translation>
    </message>
    <message>
        <source>The other player&apos;s program stopped answering.</source>
        <translation>O programa do outro jogador deixou de responder.</translation>
    </message>
    <message>
        <source>The other player&apos;s program sent %1; the connection was closed.</source>
        <translation>O programa do outro jogador enviou %1; a ligação foi fechada.</translation>
    </message>
    <message>
        <source>The other player&apos;s program sent messages too fast; the connection was closed.</source>
        <translation>O programa do outro jogador enviou mensagens depressa demais; a ligação foi fechada.</translation>
    </message>
    <message>
        <source>The other player&apos;s program broke the rules%1; the connection was closed.</source>
        <translation>O programa do outro jogador violou as regras%1; a ligação foi fechada.</translation>
    </message>
    <message>
        <source>%1 tried to join, but the game is full.</source>
        <translation>%1 tentou entrar, mas o jogo está cheio.</translation>
    </message>
    <message>
        <source>%1 tried to join with a wrong code.</source>
        <translation>%1 tentou entrar com um código errado.</translation>
    </message>
    <message>
        <source>Hosting stopped: %1 gave a wrong join code %2 times.</source>
        <translation>O alojamento parou: %1 deu um código errado %2 vezes.</translation>
    </message>
    <message>
        <source>The host did not accept the join code.</source>
        <translation>O anfitrião não aceitou o código de entrada.</translation>
    </message>
    <message>
        <source>The host already has an opponent: the game is full.</source>
        <translation>O anfitrião já tem um adversário: o jogo está cheio.</translation>
    </message>
    <message>
        <source>Could not reach %1, port %2: %3</source>
        <translation>Não foi possível chegar a %1, porta %2: %3</translation>
    </message>
    <message>
        <source>Could not reach %1, port %2: no answer.</source>
        <translation>Não foi possível chegar a %1, porta %2: sem resposta.</translation>
    </message>
    <message>
        <source>The other program (Quatre %1) speaks network protocol %2; this one speaks %3. Both players need versions of Quatre that speak the same protocol.</source>
        <translation>O outro programa (Quatre %1) fala o protocolo de rede %2; este fala o %3. Os dois jogadores precisam de versões do Quatre que falem o mesmo protocolo.</translation>
    </message>
    <message>
        <source>a message before the game&apos;s setup</source>
        <translation>uma mensagem antes da configuração do jogo</translation>
    </message>
    <message>
        <source>a message out of place during the game</source>
        <translation>uma mensagem fora de lugar durante o jogo</translation>
    </message>
    <message>
        <source>a second setup</source>
        <translation>uma segunda configuração</translation>
    </message>
    <message>
        <source>an unknown game</source>
        <translation>um jogo desconhecido</translation>
    </message>
    <message>
        <source>options the game does not have</source>
        <translation>opções que o jogo não tem</translation>
    </message>
    <message>
        <source>a move after the end of the game</source>
        <translation>uma jogada depois do fim do jogo</translation>
    </message>
    <message>
        <source>an illegal move in the setup</source>
        <translation>uma jogada ilegal na configuração</translation>
    </message>
    <message>
        <source>a game that cannot be set up</source>
        <translation>um jogo que não pode ser configurado</translation>
    </message>
    <message>
        <source>a move for another position</source>
        <translation>uma jogada para outra posição</translation>
    </message>
    <message>
        <source>a move out of turn</source>
        <translation>uma jogada fora de vez</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>uma jogada ilegal</translation>
    </message>
    <message>
        <source>Cannot look for games on port %1: %2</source>
        <translation>Não é possível procurar jogos na porta %1: %2</translation>
    </message>
    <message>
        <source>a game other than the one interrupted</source>
        <translation>um jogo diferente do que foi interrompido</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <source>The opening book %1 cannot be read (%2); the Perfect level will think longer in the opening.</source>
        <translation>Não é possível ler o livro de aberturas %1 (%2); o nível Perfeito vai pensar mais tempo na abertura.</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>maior do que %1 MiB</translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <source>board size %1x%2 is outside 4x4..10x10</source>
        <translation>o tamanho do tabuleiro %1x%2 está fora de 4x4..10x10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column: use 1-9, and a for column 10</source>
        <translation>o carácter %1 (&apos;%2&apos;) não é uma coluna: use 1-9, e a para a coluna 10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 does not exist on a board of %4 columns</source>
        <translation>carácter %1 (&apos;%2&apos;): a coluna %3 não existe num tabuleiro de %4 colunas</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): the game was already over</source>
        <translation>carácter %1 (&apos;%2&apos;): o jogo já tinha terminado</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 is full</source>
        <translation>carácter %1 (&apos;%2&apos;): a coluna %3 está cheia</translation>
    </message>
    <message>
        <source>board size %1 is outside 3..10</source>
        <translation>o tamanho do tabuleiro %1 está fora de 3..10</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column letter: a move is a letter and a row number, as in d4</source>
        <translation>o carácter %1 (&apos;%2&apos;) não é uma letra de coluna: uma jogada é uma letra e um número de linha, como em d4</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): column %3 does not exist on a board of %4 columns (a-%5)</source>
        <translation>carácter %1 (&apos;%2&apos;): a coluna %3 não existe num tabuleiro de %4 colunas (a-%5)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): the row number after the letter is missing</source>
        <translation>carácter %1 (&apos;%2&apos;): falta o número de linha depois da letra</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a row number after &apos;%3&apos;</source>
        <translation>o carácter %1 (&apos;%2&apos;) não é um número de linha depois de &apos;%3&apos;</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): row %3 does not exist on a board of %4 rows (1-%4)</source>
        <translation>carácter %1 (&apos;%2&apos;): a linha %3 não existe num tabuleiro de %4 linhas (1-%4)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 comes after the game was already over</source>
        <translation>carácter %1 (&apos;%2&apos;): %3 vem depois de o jogo já ter terminado</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is already occupied</source>
        <translation>carácter %1 (&apos;%2&apos;): %3 já está ocupada</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is not adjacent to the last cube (%4)</source>
        <translation>carácter %1 (&apos;%2&apos;): %3 não é adjacente ao último cubo (%4)</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): %3 is not adjacent to the last cube (%4) nor, with it surrounded, to an opponent cube</source>
        <translation>carácter %1 (&apos;%2&apos;): %3 não é adjacente ao último cubo (%4) nem, estando este cercado, a um cubo do adversário</translation>
    </message>
    <message>
        <source>an empty move: write a square and/or a piece, as in b3DTRH</source>
        <translation>uma jogada vazia: escreva uma casa e/ou uma peça, como em b3DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a column: squares are a1 to d4</source>
        <translation>o carácter %1 (&apos;%2&apos;) não é uma coluna: as casas vão de a1 a d4</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;) is not a row: squares are a1 to d4</source>
        <translation>o carácter %1 (&apos;%2&apos;) não é uma linha: as casas vão de a1 a d4</translation>
    </message>
    <message>
        <source>character %1 (the end of the move): the piece code is too short, expected %2 (%3) or %4 (%5) in a piece code like DTRH</source>
        <translation>carácter %1 (o fim da jogada): o código da peça é demasiado curto, esperava-se %2 (%3) ou %4 (%5) num código de peça como DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): expected %3 (%4) or %5 (%6) in a piece code like DTRH</source>
        <translation>carácter %1 (&apos;%2&apos;): esperava-se %3 (%4) ou %5 (%6) num código de peça como DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): a piece code has only 4 letters</source>
        <translation>carácter %1 (&apos;%2&apos;): um código de peça tem só 4 letras</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): the game is already over</source>
        <translation>jogada &apos;%1&apos; (carácter %2): o jogo já terminou</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): the first move only gives a piece, as in DTRH, with no square</source>
        <translation>jogada &apos;%1&apos; (carácter %2): a primeira jogada só dá uma peça, como DTRH, sem casa</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): place the piece in hand (%3) on a square first, as in b3%3</source>
        <translation>jogada &apos;%1&apos; (carácter %2): primeiro coloque a peça na mão (%3) numa casa, como em b3%3</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; (character %2): square %3 is already taken</source>
        <translation>jogada &apos;%1&apos; (carácter %2): a casa %3 já está ocupada</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): placing on %3 wins, so the game ends and no piece is given</source>
        <translation>carácter %1 (&apos;%2&apos;): colocar em %3 ganha, por isso o jogo termina e não se dá nenhuma peça</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): placing on %3 fills the board, so the game ends and no piece is given</source>
        <translation>carácter %1 (&apos;%2&apos;): colocar em %3 enche o tabuleiro, por isso o jogo termina e não se dá nenhuma peça</translation>
    </message>
    <message>
        <source>character %1 (the end of the move): after placing on %2 a piece must be given, as in %2DTRH</source>
        <translation>carácter %1 (o fim da jogada): depois de colocar em %2 é preciso dar uma peça, como em %2DTRH</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): piece %3 is the one being placed</source>
        <translation>carácter %1 (&apos;%2&apos;): a peça %3 é a que está a ser colocada</translation>
    </message>
    <message>
        <source>character %1 (&apos;%2&apos;): piece %3 is already on the board</source>
        <translation>carácter %1 (&apos;%2&apos;): a peça %3 já está no tabuleiro</translation>
    </message>
    <message>
        <source>rows and columns must each be between 4 and 10 (got %1x%2)</source>
        <translation>as linhas e as colunas têm de estar cada uma entre 4 e 10 (recebido %1x%2)</translation>
    </message>
    <message>
        <source>the 4Mation board size must be between 3 and 10 (got %1)</source>
        <translation>o tamanho do tabuleiro do 4Mation tem de estar entre 3 e 10 (recebido %1)</translation>
    </message>
    <message>
        <source>unknown game</source>
        <translation>jogo desconhecido</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>nenhuma jogada indicada</translation>
    </message>
    <message>
        <source>give one move at a time</source>
        <translation>indique uma jogada de cada vez</translation>
    </message>
    <message>
        <source>this game has no opening book</source>
        <translation>este jogo não tem livro de aberturas</translation>
    </message>
    <message>
        <source>a book needs a board of at most 52 bits: columns x (rows + 1)</source>
        <translation>um livro precisa de um tabuleiro de 52 bits no máximo: colunas x (linhas + 1)</translation>
    </message>
    <message>
        <source>no piece has been given yet: start with the opening give</source>
        <translation>ainda não foi dada nenhuma peça: comece por dar a primeira peça</translation>
    </message>
    <message>
        <source>Quarto has no opening book: its solver is exact from the tenth empty square</source>
        <translation>O Quarto não tem livro de aberturas: o seu resolvedor é exato a partir da décima casa vazia</translation>
    </message>
    <message>
        <source>light</source>
        <translation>clara</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>escura</translation>
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
        <translation>redonda</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>maciça</translation>
    </message>
    <message>
        <source>hollow</source>
        <translation>oca</translation>
    </message>
    <message>
        <source>expected &lt;game&gt; &lt;options&gt; &lt;moves to win&gt; &lt;winning move&gt; &lt;moves&gt;</source>
        <translation>esperava-se &lt;jogo&gt; &lt;opções&gt; &lt;jogadas para ganhar&gt; &lt;jogada vencedora&gt; &lt;jogadas&gt;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no option of the game (expected key=value)</source>
        <translation>«%1» não é nenhuma opção do jogo (esperava-se chave=valor)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of moves to win (1 or more)</source>
        <translation>«%1» não é um número de jogadas para ganhar (1 ou mais)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no legal move of the position: %2</source>
        <translation>«%1» não é uma jogada legal da posição: %2</translation>
    </message>
    <message>
        <source>%1 needs a time budget in milliseconds from %2 to %3, as in %1:1000</source>
        <translation>%1 precisa de um tempo por jogada em milissegundos de %2 a %3, como em %1:1000</translation>
    </message>
    <message>
        <source>%1 needs a depth from %2 to %3, as in %1:4</source>
        <translation>%1 precisa de uma profundidade de %2 a %3, como em %1:4</translation>
    </message>
    <message>
        <source>%1:dN needs a depth cap N from %2 to %3</source>
        <translation>%1:dN precisa de um limite de profundidade N de %2 a %3</translation>
    </message>
    <message>
        <source>level &apos;%1&apos; takes no parameter</source>
        <translation>o nível &apos;%1&apos; não aceita parâmetros</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect or perfect:MS</source>
        <translation>nível desconhecido &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect ou perfect:MS</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS or a game&apos;s own level (%2)</source>
        <translation>nível desconhecido &apos;%1&apos;: use random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS ou um nível próprio de um jogo (%2)</translation>
    </message>
</context>
<context>
    <name>PuzzleFile</name>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>não é possível ler «%1»: %2</translation>
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
        <translation>Pasta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Mostra a ajuda sobre as opções da linha de comandos.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Mostra a ajuda, incluindo as opções específicas do Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Mostra informações sobre a versão.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilização: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opções:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opções]</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>Opção desconhecida &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>Opções desconhecidas: %1.</translation>
    </message>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>Falta um valor depois de &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>Valor inesperado depois de &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Procurar em:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nome do ficheiro:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Ficheiros do tipo:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Mudar o nome</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nova pasta</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nova pasta</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostrar os ficheiros &amp;ocultos</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Recuar</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Pasta superior</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Criar uma nova pasta</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Criar uma nova pasta</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de lista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista de detalhes</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Recuar</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ir para a pasta superior</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Mudar para a vista de lista</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Mudar para a vista de detalhes</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista de locais e marcadores</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra lateral</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Ficheiros</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Locais recentes</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 já existe.
Quer substituí-lo?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Ficheiro não encontrado.
Verifique se indicou o nome correto do ficheiro.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Tem a certeza de que quer eliminar &quot;%1&quot;?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data de modificação</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
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
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Fechar sem guardar</translation>
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
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Guardar tudo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sim para &amp;todos</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Nã&amp;o para todos</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abortar</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar novamente</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Repor</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Repor valores por omissão</translation>
    </message>
</context>
<context>
    <name>QuartoRulesPage</name>
    <message>
        <source>Player 2 placed the fourth tall piece in the bottom row and wins: the four pieces differ in everything else.</source>
        <translation>O Jogador 2 colocou a quarta peça alta na linha de baixo e ganha: em tudo o resto as quatro peças são diferentes.</translation>
    </message>
    <message>
        <source>Player 1 holds the piece Player 2 chose for them (&quot;Piece to place&quot;). They put it on an empty square, then choose from &quot;Pieces to give&quot; the piece Player 2 must place next.</source>
        <translation>O Jogador 1 tem a peça que o Jogador 2 escolheu para ele («Peça a colocar»). Coloca-a numa casa vazia e depois escolhe em «Peças a dar» a peça que o Jogador 2 terá de colocar a seguir.</translation>
    </message>
    <message>
        <source>With the square rule, four round pieces in a 2 × 2 block win too.</source>
        <translation>Com a regra do quadrado, quatro peças redondas num bloco 2 × 2 também ganham.</translation>
    </message>
    <message>
        <source>The pieces and the aim</source>
        <translation>As peças e o objetivo</translation>
    </message>
    <message>
        <source>Quarto is played on a board of 4 × 4 squares with 16 different pieces. Each piece is light or dark, short or tall, square or round, and solid or hollow. The pieces belong to nobody: both players place the same pieces.</source>
        <translation>O Quarto joga-se num tabuleiro de 4 × 4 casas com 16 peças diferentes. Cada peça é clara ou escura, baixa ou alta, quadrada ou redonda, e maciça ou oca. As peças não pertencem a ninguém: os dois jogadores colocam as mesmas peças.</translation>
    </message>
    <message>
        <source>Whoever places the fourth piece of a row, a column or one of the two long diagonals wins, if all four pieces of that line share at least one attribute: all light, all tall, all round, all hollow… If all 16 pieces are placed without such a line, the game is a draw.</source>
        <translation>Ganha quem colocar a quarta peça de uma linha, de uma coluna ou de uma das duas diagonais maiores, se as quatro peças dessa linha tiverem pelo menos um atributo em comum: todas claras, todas altas, todas redondas, todas ocas… Se as 16 peças forem colocadas sem nenhuma linha assim, o jogo termina empatado.</translation>
    </message>
    <message>
        <source>A turn: place, then give</source>
        <translation>Em cada vez: colocar e depois dar</translation>
    </message>
    <message>
        <source>You never choose the piece you place: your opponent does. The first player begins by choosing a piece and giving it to the other. From then on every turn has two steps: place the piece you were given on any empty square, then choose one of the remaining pieces for your opponent to place.</source>
        <translation>Nunca escolhe a peça que coloca: quem a escolhe é o adversário. O primeiro jogador começa por escolher uma peça e dá-la ao outro. A partir daí, cada jogada tem dois passos: coloque a peça que lhe deram em qualquer casa vazia e depois escolha uma das peças restantes para o adversário colocar.</translation>
    </message>
    <message>
        <source>So think before you give: a piece that completes a line of four hands your opponent the win.</source>
        <translation>Por isso, pense bem antes de dar: uma peça que complete uma linha de quatro oferece a vitória ao adversário.</translation>
    </message>
    <message>
        <source>Playing in Quatre</source>
        <translation>Como jogar no Quatre</translation>
    </message>
    <message>
        <source>Click an empty square to place the piece in hand (click it again to take it back), then click the piece to give under &quot;Pieces to give&quot;. The first move of the game is only a give. With the keyboard, the arrow keys move over the board and the pieces, and Enter or Space chooses.</source>
        <translation>Clique numa casa vazia para colocar a peça que tem na mão (clique nela outra vez para a retirar) e depois clique na peça a dar em «Peças a dar». A primeira jogada do jogo é só dar uma peça. Com o teclado, as setas movem-se pelo tabuleiro e pelas peças, e Enter ou Espaço escolhem.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>The square rule, in Game &gt; Settings: four pieces in any 2 × 2 block of squares that share an attribute also win.</source>
        <translation>A regra do quadrado, em Jogo &gt; Definições: quatro peças com um atributo em comum em qualquer bloco de 2 × 2 casas também ganham.</translation>
    </message>
    <message>
        <source>New to Quarto? Your opponent chooses the piece you place, and you choose theirs: four in a line sharing any attribute wins.</source>
        <translation>É a primeira vez que joga Quarto? Cada jogador escolhe a peça que o adversário coloca: ganham quatro em linha com um atributo em comum.</translation>
    </message>
</context>
<context>
    <name>QuartoTerminal</name>
    <message>
        <source>Pieces left:</source>
        <translation>Peças restantes:</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>Na mão: %1</translation>
    </message>
    <message>
        <source>Place %1 on square: </source>
        <translation>Coloque %1 na casa: </translation>
    </message>
    <message>
        <source>Square -&gt; %1</source>
        <translation>Casa -&gt; %1</translation>
    </message>
    <message>
        <source>Gives -&gt; %1</source>
        <translation>Dá -&gt; %1</translation>
    </message>
    <message>
        <source>Piece codes: %1</source>
        <translation>Códigos das peças: %1</translation>
    </message>
    <message>
        <source>Quarto! The line is %1.</source>
        <translation>Quarto! As peças da linha são %1.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>ganancioso</translation>
    </message>
    <message>
        <source>smart</source>
        <translation>esperto</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>Give a piece: </source>
        <translation>Dê uma peça: </translation>
    </message>
    <message>
        <source>%1 is not among the pieces left</source>
        <translation>%1 não está entre as peças restantes</translation>
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
        <translation>Uma jogada é a casa onde vai a peça na mão e depois a peça dada, em quatro letras: L ou D (clara ou escura), S ou T (baixa ou alta), Q ou R (quadrada ou redonda), F ou H (maciça ou oca).</translation>
    </message>
    <message>
        <source>&amp;Square rule (a 2 × 2 block also wins)</source>
        <translation>&amp;Regra do quadrado (um bloco 2 × 2 também ganha)</translation>
    </message>
    <message>
        <source>Four pieces in any 2 × 2 block that share an attribute also win</source>
        <translation>Quatro peças com um atributo em comum em qualquer bloco 2 × 2 também ganham</translation>
    </message>
    <message>
        <source>Quarto: a 2x2 square of pieces sharing an attribute also wins.</source>
        <translation>Quarto: um quadrado 2x2 de peças com um atributo em comum também ganha.</translation>
    </message>
    <message>
        <source>quarto-E (quarto-square-E with the square rule): Quarto with E empty squares</source>
        <translation>quarto-E (quarto-square-E com a regra do quadrado): Quarto com E casas vazias</translation>
    </message>
</context>
<context>
    <name>QuartoWords</name>
    <message>
        <source>dark</source>
        <translation>escuras</translation>
    </message>
    <message>
        <source>light</source>
        <translation>claras</translation>
    </message>
    <message>
        <source>tall</source>
        <translation>altas</translation>
    </message>
    <message>
        <source>short</source>
        <translation>baixas</translation>
    </message>
    <message>
        <source>round</source>
        <translation>redondas</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadradas</translation>
    </message>
    <message>
        <source>hollow</source>
        <translation>ocas</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>maciças</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation>todas %1</translation>
    </message>
    <message>
        <source>all %1 and %2</source>
        <translation>todas %1 e %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>dark</source>
        <comment>one piece</comment>
        <translation>escura</translation>
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
        <translation>redonda</translation>
    </message>
    <message>
        <source>square</source>
        <comment>one piece</comment>
        <translation>quadrada</translation>
    </message>
    <message>
        <source>hollow</source>
        <comment>one piece</comment>
        <translation>oca</translation>
    </message>
    <message>
        <source>solid</source>
        <comment>one piece</comment>
        <translation>maciça</translation>
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
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Repor</translation>
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
        <translation>%1; melhor: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>A rever a jogada %1 de %2…</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The entry &quot;%1&quot; is missing or malformed.</source>
        <translation>A entrada &quot;%1&quot; está em falta ou mal formada.</translation>
    </message>
    <message>
        <source>Player %1: unknown player type &quot;%2&quot; (it is &quot;human&quot; or &quot;ai&quot;).</source>
        <translation>Jogador %1: tipo de jogador desconhecido &quot;%2&quot; (deve ser &quot;human&quot; ou &quot;ai&quot;).</translation>
    </message>
    <message>
        <source>Player %1: unknown AI level &quot;%2&quot;.</source>
        <translation>Jogador %1: nível de IA desconhecido &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Player %1: the %2 level does not play this game.</source>
        <translation>Jogador %1: o nível %2 não joga este jogo.</translation>
    </message>
    <message>
        <source>Player %1: the Minimax depth %2 is out of range (%3 to %4).</source>
        <translation>Jogador %1: a profundidade %2 do Minimax está fora do intervalo (de %3 a %4).</translation>
    </message>
    <message>
        <source>Player %1: the time budget of %2 ms is out of range (%3 to %4 ms).</source>
        <translation>Jogador %1: o orçamento de tempo de %2 ms está fora do intervalo (de %3 a %4 ms).</translation>
    </message>
    <message>
        <source>Move %1, &quot;%2&quot;, cannot be played in that position.</source>
        <translation>A jogada %1, &quot;%2&quot;, não pode ser feita nessa posição.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game (%1 KiB; the limit is %2 KiB).</source>
        <translation>O ficheiro é demasiado grande para ser um jogo guardado (%1 KiB; o limite é %2 KiB).</translation>
    </message>
    <message>
        <source>The file ends too early: it was cut short or only partly written.</source>
        <translation>O ficheiro termina cedo demais: foi cortado ou só foi gravado em parte.</translation>
    </message>
    <message>
        <source>This is not a saved game: the file is not valid JSON (%1 at character %2).</source>
        <translation>Isto não é um jogo guardado: o ficheiro não é JSON válido (%1 no carácter %2).</translation>
    </message>
    <message>
        <source>This file is not a Quatre saved game.</source>
        <translation>Este ficheiro não é um jogo guardado do Quatre.</translation>
    </message>
    <message>
        <source>The saved game has no valid format version.</source>
        <translation>O jogo guardado não tem uma versão de formato válida.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Quatre (format %1); this version reads formats up to %2.</source>
        <translation>Este jogo foi guardado por uma versão mais recente do Quatre (formato %1); esta versão lê formatos até ao %2.</translation>
    </message>
    <message>
        <source>A saved game has exactly two players, not %1.</source>
        <translation>Um jogo guardado tem exatamente dois jogadores, não %1.</translation>
    </message>
    <message>
        <source>The first player is 1 or 2, not %1.</source>
        <translation>O primeiro jogador é o 1 ou o 2, não %1.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;: the games are %2.</source>
        <translation>Jogo desconhecido &quot;%1&quot;: os jogos são %2.</translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>Human</source>
        <translation>Jogador humano</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 (depth %2)</source>
        <translation>%1 (profundidade %2)</translation>
    </message>
    <message>
        <source>Opponent (network)</source>
        <extracomment>the seat card of a person playing from another computer; %1 is the name they chose</extracomment>
        <translation>Adversário (rede)</translation>
    </message>
    <message>
        <source>%1 — Opponent (network)</source>
        <translation>%1 — Adversário (rede)</translation>
    </message>
</context>
<context>
    <name>StartupText</name>
    <message>
        <source>Quatre: four-in-a-row games against people and AI players.</source>
        <translation>Quatre: jogos de quatro em linha contra pessoas e jogadores de IA.</translation>
    </message>
    <message>
        <source>Read and save the settings in the INI file &lt;path&gt;.</source>
        <translation>Lê e guarda as definições no ficheiro INI &lt;caminho&gt;.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>caminho</translation>
    </message>
    <message>
        <source>Start from the position after &lt;moves&gt;, e.g. 4453.</source>
        <translation>Começa na posição após &lt;jogadas&gt;, p. ex. 4453.</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>jogadas</translation>
    </message>
    <message>
        <source>Save a picture of the window as PNG &lt;file&gt;, then quit.</source>
        <translation>Guarda uma captura de ecrã da janela no ficheiro PNG &lt;ficheiro&gt; e depois sai.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ficheiro</translation>
    </message>
    <message>
        <source>Wait &lt;ms&gt; milliseconds before the picture (default 1500).</source>
        <translation>Espera &lt;ms&gt; milissegundos antes da captura (por omissão: 1500).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>Window size, e.g. 1100x760.</source>
        <translation>Tamanho da janela, p. ex. 1100x760.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxA</translation>
    </message>
    <message>
        <source>--screenshot-delay needs a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--screenshot-delay requer um número de milissegundos, e não &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1100x760, not &quot;%1&quot;.</source>
        <translation>--size requer LARGURAxALTURA, p. ex. 1100x760, e não &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot write the picture %1.</source>
        <translation>Não foi possível gravar a captura %1.</translation>
    </message>
    <message>
        <source>A saved game to open (desktop launchers pass the file chosen).</source>
        <translation>Um jogo guardado a abrir (os lançadores do ambiente de trabalho passam o ficheiro escolhido).</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[ficheiro]</translation>
    </message>
    <message>
        <source>Quatre opens one saved game at a time, not %1.</source>
        <translation>O Quatre abre um jogo guardado de cada vez, não %1.</translation>
    </message>
    <message>
        <source>Give either a saved game or --moves, not both.</source>
        <translation>Indique um jogo guardado ou --moves, não ambos.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large for a settings file (%2 KiB; at most %3 KiB).</source>
        <translation>«%1» é demasiado grande para um ficheiro de definições (%2 KiB; no máximo %3 KiB).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be read: no permission.</source>
        <translation>Não é possível ler «%1»: sem permissão.</translation>
    </message>
    <message>
        <source>Your settings could not be read: %1 They are kept as %2, and Quatre starts with its defaults.</source>
        <translation>Não foi possível ler as suas definições: %1 Ficam guardadas como %2, e o Quatre começa com os valores por omissão.</translation>
    </message>
    <message>
        <source>Cannot open the saved game %1: %2</source>
        <translation>Não é possível abrir o jogo guardado %1: %2</translation>
    </message>
    <message>
        <source>Take the picture of a dialog or a menu instead: &lt;name&gt; is &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; or &quot;game-menu&quot;.</source>
        <translation>Tira a imagem de uma caixa de diálogo ou de um menu: &lt;nome&gt; é &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; ou &quot;game-menu&quot;.</translation>
    </message>
    <message>
        <source>Unknown dialog &quot;%1&quot;: it is &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; or &quot;game-menu&quot;.</source>
        <translation>Caixa de diálogo desconhecida &quot;%1&quot;: é &quot;settings&quot;, &quot;about&quot;, &quot;statistics&quot;, &quot;rules&quot; ou &quot;game-menu&quot;.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The file is not valid JSON (%1 at character %2).</source>
        <translation>O ficheiro não é JSON válido (%1 no carácter %2).</translation>
    </message>
    <message>
        <source>The file does not hold Quatre statistics.</source>
        <translation>O ficheiro não contém estatísticas do Quatre.</translation>
    </message>
    <message>
        <source>The file has an unknown format version.</source>
        <translation>O ficheiro tem uma versão de formato desconhecida.</translation>
    </message>
    <message>
        <source>The file has no list of records.</source>
        <translation>O ficheiro não tem uma lista de registos.</translation>
    </message>
    <message>
        <source>Record %1 is malformed.</source>
        <translation>O registo %1 está mal formado.</translation>
    </message>
    <message>
        <source>Record %1 repeats an earlier one.</source>
        <translation>O registo %1 repete um anterior.</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>Not sure</source>
        <translation>Sem certeza</translation>
    </message>
    <message>
        <source>Draw with perfect play</source>
        <translation>Empate com jogo perfeito</translation>
    </message>
    <message numerus="yes">
        <source>Wins in %n move(s)</source>
        <translation>
            <numerusform>Ganha em %n jogada</numerusform>
            <numerusform>Ganha em %n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n move(s)</source>
        <translation>
            <numerusform>Perde em %n jogada</numerusform>
            <numerusform>Perde em %n jogadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quatre::ui::AboutDialog</name>
    <message>
        <source>About Quatre</source>
        <translation>Sobre o Quatre</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Sobre</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licença</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quatre %1&lt;/h2&gt;&lt;p&gt;Four-in-a-row games: Connect Four on any board from 4x4 to 10x10, Quarto and 4Mation.&lt;/p&gt;&lt;p&gt;Play against a friend or against computer players from Random to Perfect, or watch two computer players in a demo.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Quatre developers.&lt;/p&gt;&lt;p&gt;Quatre is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; the Licence tab has the details.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Quatre %1&lt;/h2&gt;&lt;p&gt;Jogos de quatro em linha: o Quatro em Linha em qualquer tabuleiro de 4x4 a 10x10, o Quarto e o 4Mation.&lt;/p&gt;&lt;p&gt;Jogue contra um amigo ou contra jogadores do computador, do Aleatório ao Perfeito, ou veja uma demonstração entre dois jogadores do computador.&lt;/p&gt;&lt;p&gt;Copyright © 2026 os programadores do Quatre.&lt;/p&gt;&lt;p&gt;O Quatre é software livre: pode redistribuí-lo e/ou modificá-lo nos termos da Licença Pública Geral GNU, tal como publicada pela Free Software Foundation, na versão 3 da Licença ou (à sua escolha) em qualquer versão posterior. Não tem ABSOLUTAMENTE NENHUMA GARANTIA; o separador Licença tem os pormenores.&lt;/p&gt;&lt;p&gt;Compilado com Qt %2, a correr com Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quatre::ui::AiController</name>
    <message>
        <source>The AI found no move.</source>
        <translation>A IA não encontrou nenhuma jogada.</translation>
    </message>
    <message>
        <source>This AI level cannot play this game yet.</source>
        <translation>Este nível de IA ainda não sabe jogar este jogo.</translation>
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
        <translation>Conversa</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Say something to the other player</source>
        <translation>Diga algo ao outro jogador</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ConnectFourBoardView</name>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarelo</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>A coluna %1 está cheia.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Laranja</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Column %1 of %2 selected, full</source>
        <translation>Coluna %1 de %2 selecionada, cheia</translation>
    </message>
    <message>
        <source>Column %1 of %2 selected, lands in row %3</source>
        <translation>Coluna %1 de %2 selecionada, a peça cai na linha %3</translation>
    </message>
</context>
<context>
    <name>quatre::ui::DemoMenu</name>
    <message>
        <source>Demo: %1 against %2</source>
        <translation>Demonstração: %1 contra %2</translation>
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
        <translation>Ler as regras</translation>
    </message>
    <message>
        <source>Help &gt; Rules (F1): how to play, with pictures</source>
        <translation>Ajuda &gt; Regras (F1): como jogar, com imagens</translation>
    </message>
    <message>
        <source>Close this tip</source>
        <translation>Fechar esta sugestão</translation>
    </message>
</context>
<context>
    <name>quatre::ui::FourMationBoardView</name>
    <message>
        <source>White</source>
        <translation>Branco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Preto</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>A casa %1 está ocupada.</translation>
    </message>
    <message>
        <source>%1 is not next to an opponent&apos;s cube: choose a highlighted cell.</source>
        <translation>A casa %1 não está junto a um cubo do adversário: escolha uma casa destacada.</translation>
    </message>
    <message>
        <source>%1 is not next to the last cube (%2): choose a highlighted cell.</source>
        <translation>A casa %1 não está junto ao último cubo (%2): escolha uma casa destacada.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Não é possível jogar na casa %1 agora.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Laranja</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Cell %1 selected: empty, you can play here</source>
        <translation>Casa %1 selecionada: vazia, pode jogar aqui</translation>
    </message>
    <message>
        <source>Cell %1 selected: empty, not playable now</source>
        <translation>Casa %1 selecionada: vazia, agora não se pode jogar aqui</translation>
    </message>
    <message>
        <source>Cell %1 selected: taken by %2</source>
        <translation>Casa %1 selecionada: ocupada por %2</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>o tabuleiro está cheio</translation>
    </message>
    <message>
        <source>%1 has no free cell next to the last cube, nor next to a cube of the other player</source>
        <extracomment>why a 4Mation game was drawn; %1 is the seat&apos;s colour, e.g. White</extracomment>
        <translation>%1 não tem nenhuma casa livre junto ao último cubo, nem junto a um cubo do outro jogador</translation>
    </message>
    <message>
        <source>%1 has no free cell next to the last cube</source>
        <translation>%1 não tem nenhuma casa livre junto ao último cubo</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameChooser</name>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameDocument</name>
    <message>
        <source>Quatre games (*.quatre *.json)</source>
        <translation>Jogos do Quatre (*.quatre *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Game saved in %1.</source>
        <translation>Jogo guardado em %1.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Não é possível abrir %1: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Ficheiro aberto: %1.</translation>
    </message>
    <message>
        <source>Its moves are not saved in a file yet.</source>
        <translation>As suas jogadas ainda não estão guardadas num ficheiro.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not hold its latest moves yet.</source>
        <translation>&quot;%1&quot; ainda não contém as últimas jogadas.</translation>
    </message>
    <message>
        <source>Save the current game first?</source>
        <translation>Guardar primeiro o jogo atual?</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Não foi possível guardar o jogo.</translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation>Abrir um jogo guardado</translation>
    </message>
    <message>
        <source>Cannot open the saved game %1.</source>
        <translation>Não é possível abrir o jogo guardado %1.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Guardar o jogo</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the recent list no longer exist and were removed from it.</source>
        <translation>
            <numerusform>%n ficheiro da lista de recentes já não existe e foi retirado dela.</numerusform>
            <numerusform>%n ficheiros da lista de recentes já não existem e foram retirados dela.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves to copy yet.</source>
        <translation>Ainda não há jogadas para copiar.</translation>
    </message>
    <message>
        <source>Copied the moves: %1</source>
        <translation>Jogadas copiadas: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>A área de transferência não contém texto.</translation>
    </message>
    <message>
        <source>The clipboard text is too long to be a position.</source>
        <translation>O texto da área de transferência é demasiado longo para ser uma posição.</translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game of %n move(s).</source>
        <translation>
            <numerusform>Foi colado um jogo com %n jogada.</numerusform>
            <numerusform>Foi colado um jogo com %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard does not hold a game.</source>
        <translation>A área de transferência não contém um jogo.</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>Continuar o último jogo?</translation>
    </message>
    <message numerus="yes">
        <source>A game of %1 was left unfinished after %n move(s).</source>
        <translation>
            <numerusform>Um jogo de %1 ficou por terminar depois de %n jogada.</numerusform>
            <numerusform>Um jogo de %1 ficou por terminar depois de %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>Não foi possível recuperar o último jogo: %1</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 The file is kept as %2.</source>
        <translation>Não foi possível recuperar o último jogo: %1 O ficheiro foi guardado como %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) wait: No offers the next one, Yes keeps them for the next start.</source>
        <translation>
            <numerusform>Há mais %n jogo por terminar: «Não» oferece-o a seguir, «Sim» guarda-o para o próximo arranque.</numerusform>
            <numerusform>Há mais %n jogos por terminar: «Não» oferece o seguinte, «Sim» guarda-os para o próximo arranque.</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for the next start.</source>
        <translation>Não foi possível guardar o jogo por terminar para o próximo arranque.</translation>
    </message>
    <message>
        <source>%1

Save it in a file of your choice, or quit anyway and lose its moves?</source>
        <translation>%1

Guardá-lo num ficheiro à sua escolha, ou sair mesmo assim e perder as jogadas?</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Sair mesmo assim</translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameSession</name>
    <message>
        <source>The first player must be seat 1 or 2.</source>
        <translation>O primeiro jogador tem de ser o lugar 1 ou 2.</translation>
    </message>
    <message>
        <source>The game is over: start a new one.</source>
        <translation>O jogo terminou: comece um novo.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Essa jogada não é permitida aqui.</translation>
    </message>
    <message>
        <source>Cannot read the moves &quot;%1&quot;: %2.</source>
        <translation>Não é possível ler as jogadas &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>The saved game holds an illegal move.</source>
        <translation>O jogo guardado contém uma jogada ilegal.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::HistoryController</name>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be dropped.</source>
        <translation>
            <numerusform>A %n jogada posterior deste jogo será descartada.</numerusform>
            <numerusform>As %n jogadas posteriores deste jogo serão descartadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on from the position after %1?</source>
        <translation>Continuar a jogar a partir da posição depois da %1?</translation>
    </message>
    <message>
        <source>%1&apos;s move %2</source>
        <translation>jogada %2 de %1</translation>
    </message>
    <message>
        <source>Browsing the game: the start, before the first move</source>
        <translation>A percorrer o jogo: o início, antes da primeira jogada</translation>
    </message>
    <message>
        <source>Browsing the game: the position after %1 (%2 of the game&apos;s %3 moves)</source>
        <translation>A percorrer o jogo: a posição depois da %1 (%2 das %3 jogadas do jogo)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::HostDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Alojar um jogo em rede</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jogador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jogador 2</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Qualquer porta livre</translation>
    </message>
    <message>
        <source>The TCP port your friend connects to: open it in your firewall. 0 takes any free one.</source>
        <translation>A porta TCP a que o seu amigo se liga: abra-a na firewall. Com 0, usa-se qualquer uma livre.</translation>
    </message>
    <message>
        <source>The name the other player sees</source>
        <translation>O nome que o outro jogador vê</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;You play:</source>
        <translation>Jo&amp;ga como:</translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation>Pri&amp;meira jogada:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>O seu &amp;nome:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>After you host, Quatre shows the addresses of this computer and a join code. Give both to your friend: they choose Game &gt; Join a Network Game.</source>
        <translation>Depois de alojar, o Quatre mostra os endereços deste computador e um código de entrada. Dê ambos ao seu amigo, que escolhe Jogo &gt; Entrar num jogo em rede.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Alojar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>quatre::ui::JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>Entrar num jogo em rede</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>p. ex. 192.168.1.20</translation>
    </message>
    <message>
        <source>6 characters, shown by the host</source>
        <translation>6 caracteres, mostrados pelo anfitrião</translation>
    </message>
    <message>
        <source>The name the other player sees</source>
        <translation>O nome que o outro jogador vê</translation>
    </message>
    <message>
        <source>Host &amp;address:</source>
        <translation>En&amp;dereço do anfitrião:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Código de entrada:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>O seu &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Games on this &amp;network:</source>
        <translation>Jogos nesta &amp;rede:</translation>
    </message>
    <message>
        <source>None found yet. You can also type the host&apos;s address.</source>
        <translation>Ainda não foi encontrado nenhum. Também pode escrever o endereço do anfitrião.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, port %4)</source>
        <extracomment>a game heard on the local network: %1 the host&apos;s name, %2 the game, %3 the address, %4 the port</extracomment>
        <translation>%1 — %2 (%3, porta %4)</translation>
    </message>
    <message>
        <source>%1: needs another version of Quatre</source>
        <translation>%1: precisa de outra versão do Quatre</translation>
    </message>
    <message>
        <source>Pick a game, then type the join code its host tells you.</source>
        <translation>Escolha um jogo e depois escreva o código de entrada que o anfitrião lhe indicar.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Start a new game with the current settings</source>
        <translation>Começar um novo jogo com as definições atuais</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recomeçar</translation>
    </message>
    <message>
        <source>Play this game again from the first move</source>
        <translation>Jogar este jogo outra vez desde a primeira jogada</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>De&amp;monstração</translation>
    </message>
    <message>
        <source>Watch two AI players play each other</source>
        <translation>Ver dois jogadores de IA a jogar um contra o outro</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Pause or resume the AI players</source>
        <translation>Pôr em pausa ou retomar os jogadores de IA</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Avançar</translation>
    </message>
    <message>
        <source>While paused, let the AI play one move</source>
        <translation>Em pausa, deixar a IA fazer uma jogada</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the display</source>
        <translation>Escolher o jogo, os jogadores e a visualização</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Close Quatre</source>
        <translation>Fechar o Quatre</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Anular a sua última jogada</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Play again the move you took back</source>
        <translation>Voltar a fazer a jogada anulada</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>Ask the Expert AI for a good move</source>
        <translation>Pedir uma boa jogada à IA Especialista</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;About Quatre</source>
        <translation>&amp;Sobre o Quatre</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Sobre este programa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Abr&amp;ir…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir um jogo guardado</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the game in its file</source>
        <translation>Guardar o jogo no seu ficheiro</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Guardar o jogo num ficheiro novo</translation>
    </message>
    <message>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Copiar as jogadas</translation>
    </message>
    <message>
        <source>Copy the moves of this game as text, e.g. 4453 in Connect Four</source>
        <translation>Copiar as jogadas deste jogo como texto, p. ex. 4453 no Quatro em Linha</translation>
    </message>
    <message>
        <source>Paste as New &amp;Game</source>
        <translation>Co&amp;lar como novo jogo</translation>
    </message>
    <message>
        <source>Start a new game from the moves on the clipboard</source>
        <translation>Começar um novo jogo a partir das jogadas na área de transferência</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Limpar a lista</translation>
    </message>
    <message>
        <source>Forget the recently used files</source>
        <translation>Esquecer os ficheiros usados recentemente</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>De&amp;mo Presets</source>
        <translation>Demonstrações prede&amp;finidas</translation>
    </message>
    <message>
        <source>Recent &amp;Files</source>
        <translation>Fic&amp;heiros recentes</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>Jo&amp;gada</translation>
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
        <translation>Contin&amp;uar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pôr em pausa</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análise</translation>
    </message>
    <message>
        <source>Show the value of every move on the board, as the solvers see it</source>
        <translation>Mostra no tabuleiro o valor de cada jogada, tal como os resolvedores o veem</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jogar a partir &amp;daqui</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves of the game are dropped</source>
        <translation>Continuar a jogar a partir da posição mostrada; as jogadas posteriores do jogo são descartadas</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Voltar ao jogo</translation>
    </message>
    <message>
        <source>Show the game&apos;s position again (or press End or Escape on the move list)</source>
        <translation>Mostrar de novo a posição do jogo (ou premir End ou Esc na lista de jogadas)</translation>
    </message>
    <message>
        <source>Re&amp;view the Game</source>
        <translation>Re&amp;ver o jogo</translation>
    </message>
    <message>
        <source>Judge every move of this game by the solvers&apos; values: the best, the mistakes and the blunders</source>
        <translation>Avaliar cada jogada deste jogo pelos valores dos resolvedores: as melhores, os erros e os erros graves</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemas…</translation>
    </message>
    <message>
        <source>Find the winning move in positions proven by the solvers</source>
        <translation>Encontre a jogada vencedora em posições provadas pelos resolvedores</translation>
    </message>
    <message>
        <source>Your wins, losses and draws against each AI level and over the network</source>
        <translation>As suas vitórias, derrotas e empates contra cada nível de IA e em rede</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>Alo&amp;jar um jogo em rede…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: you choose the game</source>
        <translation>Jogar contra um amigo noutro computador: é você que escolhe o jogo</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>&amp;Entrar num jogo em rede…</translation>
    </message>
    <message>
        <source>Play a friend on another computer who hosts the game</source>
        <translation>Jogar contra um amigo que aloja o jogo noutro computador</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>Des&amp;istir</translation>
    </message>
    <message>
        <source>Give up this network game</source>
        <translation>Desistir deste jogo em rede</translation>
    </message>
    <message>
        <source>Side &amp;Panel</source>
        <translation>&amp;Painel lateral</translation>
    </message>
    <message>
        <source>Show the players, the score and the moves beside the board</source>
        <translation>Mostrar os jogadores, o resultado e as jogadas ao lado do tabuleiro</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>How to play each game, with pictures</source>
        <translation>Como jogar cada jogo, com imagens</translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainWindow</name>
    <message>
        <source>Hint: play %1</source>
        <translation>Sugestão: jogue %1</translation>
    </message>
    <message>
        <source>Settings saved. The game and player settings apply from the next new game.</source>
        <translation>Definições guardadas. As definições do jogo e dos jogadores aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Não é possível começar o jogo: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>À procura de uma boa jogada…</translation>
    </message>
    <message>
        <source>Thinking… (depth %1)</source>
        <translation>A pensar… (profundidade %1)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>A pensar…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jogador humano</translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation>EMPATE!</translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation>Ganhou!!! Grande jogo</translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation>Fim de JOGO! - Perdeu!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>É a sua vez</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Joga %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Em pausa</translation>
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
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Your turn, you play %1</source>
        <translation>É a sua vez, joga com %1</translation>
    </message>
    <message>
        <source>%1 to play, paused</source>
        <translation>Joga %1, em pausa</translation>
    </message>
    <message>
        <source>%1 to play, the computer is thinking</source>
        <translation>Joga %1, o computador está a pensar</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Tabuleiro do %1</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>%1 is a file name, %2 the window&apos;s usual title; keep [*], where the modified mark goes</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Não foi possível guardar as estatísticas: %1</translation>
    </message>
    <message>
        <source>Some settings could not be read and are back to their defaults: %1.</source>
        <translation>Não foi possível ler algumas definições, que voltaram aos valores por omissão: %1.</translation>
    </message>
    <message>
        <source>The settings could not be saved in %1.</source>
        <translation>Não foi possível guardar as definições em %1.</translation>
    </message>
    <message>
        <source>You resigned</source>
        <translation>Desistiu</translation>
    </message>
    <message>
        <source>%1 resigned: you win!</source>
        <translation>%1 desistiu: ganhou!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>À espera de %1…</translation>
    </message>
    <message>
        <source>%1 to play, waiting for %2</source>
        <translation>Joga %1, à espera de %2</translation>
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
        <translation>%1 pede para anular uma jogada.</translation>
    </message>
    <message>
        <source>%1 asks to start a new game.</source>
        <translation>%1 pede para começar um novo jogo.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 pede a desforra.</translation>
    </message>
    <message>
        <source>Waiting for %1 to allow taking back a move…</source>
        <translation>À espera de que %1 permita anular uma jogada…</translation>
    </message>
    <message>
        <source>Waiting for %1 to agree to a new game…</source>
        <translation>À espera de que %1 aceite um novo jogo…</translation>
    </message>
    <message>
        <source>Waiting for a player on port %1. Give your friend an address of this computer (%2) and the join code %3.</source>
        <extracomment>%1 the port, %2 this computer&apos;s addresses, %3 the join code</extracomment>
        <translation>À espera de um jogador na porta %1. Dê ao seu amigo um endereço deste computador (%2) e o código de entrada %3.</translation>
    </message>
    <message>
        <source>Joining the game…</source>
        <translation>A entrar no jogo…</translation>
    </message>
    <message>
        <source>%1 The game is kept: save it, or play on against the computer.</source>
        <translation>%1 O jogo é mantido: guarde-o ou continue a jogar contra o computador.</translation>
    </message>
    <message>
        <source>%1 The game is kept: %2 can come back with the same code (%3), or save it, or play on against the computer.</source>
        <translation>%1 O jogo é mantido: %2 pode voltar com o mesmo código (%3), ou pode guardá-lo ou continuar a jogar contra o computador.</translation>
    </message>
    <message>
        <source>%1 The game is kept: reconnect to go on, or save it, or play on against the computer.</source>
        <translation>%1 O jogo é mantido: volte a ligar-se para continuar, guarde-o ou continue a jogar contra o computador.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Aceitar</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Recusar</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>Voltar a &amp;ligar</translation>
    </message>
    <message>
        <source>Play On Against the &amp;Computer</source>
        <translation>Continuar contra o c&amp;omputador</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copiar o código</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Stop Hosting</source>
        <translation>&amp;Parar de alojar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Sair</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NetworkController</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>%1 allowed taking back the move.</source>
        <translation>%1 permitiu anular a jogada.</translation>
    </message>
    <message>
        <source>%1 did not allow taking back the move.</source>
        <translation>%1 não permitiu anular a jogada.</translation>
    </message>
    <message>
        <source>%1 agreed to a new game.</source>
        <translation>%1 aceitou um novo jogo.</translation>
    </message>
    <message>
        <source>%1 declined a new game.</source>
        <translation>%1 recusou um novo jogo.</translation>
    </message>
    <message>
        <source>Cannot host the game.</source>
        <translation>Não é possível alojar o jogo.</translation>
    </message>
    <message>
        <source>Hosting: waiting for a player to join.</source>
        <translation>A alojar: à espera de que um jogador entre.</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Desistir deste jogo?</translation>
    </message>
    <message>
        <source>%1 wins it.</source>
        <translation>%1 ganha o jogo.</translation>
    </message>
</context>
<context>
    <name>quatre::ui::NoticeBar</name>
    <message>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
    </message>
</context>
<context>
    <name>quatre::ui::PuzzleDialog</name>
    <message>
        <source>Win at once</source>
        <translation>Ganhar já</translation>
    </message>
    <message numerus="yes">
        <source>Win in %n moves</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>Ganhar em %n jogada</numerusform>
            <numerusform>Ganhar em %n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Todos os níveis</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resolvido</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Ainda não resolvido</translation>
    </message>
    <message>
        <source>No game has puzzles.</source>
        <translation>Nenhum jogo tem problemas.</translation>
    </message>
    <message>
        <source>The puzzles of %1 cannot be read: %2</source>
        <translation>Não é possível ler os problemas de %1: %2</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Resolvidos: %1 de %2</translation>
    </message>
    <message>
        <source>%1 is the winning move.</source>
        <translation>%1 é a jogada vencedora.</translation>
    </message>
    <message>
        <source>Solved! %1 wins fastest.</source>
        <translation>Resolvido! %1 ganha o mais depressa possível.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins too, but in %n moves; another move wins faster. Try again.</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>%1 também ganha, mas em %n jogada; outra jogada ganha mais depressa. Tente de novo.</numerusform>
            <numerusform>%1 também ganha, mas em %n jogadas; outra jogada ganha mais depressa. Tente de novo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not win: the game ends in a draw. Try again.</source>
        <translation>%1 não ganha: o jogo acaba empatado. Tente de novo.</translation>
    </message>
    <message>
        <source>%1 does not win: %2 answers %3 and wins. Try again.</source>
        <translation>%1 não ganha: %2 responde %3 e ganha. Tente de novo.</translation>
    </message>
    <message>
        <source>%1 does not win: %2 answers %3 (%4). Try again.</source>
        <translation>%1 não ganha: %2 responde %3 (%4). Tente de novo.</translation>
    </message>
    <message>
        <source>Checking the puzzle…</source>
        <translation>A verificar o problema…</translation>
    </message>
    <message>
        <source>%1 to move: find the move that wins at once.</source>
        <translation>Joga %1: encontre a jogada que ganha já.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: find the move that wins in %n moves, counting only yours.</source>
        <translation>
            <numerusform>Joga %1: encontre a jogada que ganha em %n jogada, contando só as suas.</numerusform>
            <numerusform>Joga %1: encontre a jogada que ganha em %n jogadas, contando só as suas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning move, %1, is marked on the board.</source>
        <translation>A jogada vencedora, %1, está marcada no tabuleiro.</translation>
    </message>
    <message>
        <source>%1 does not win. The reply comes…</source>
        <translation>%1 não ganha. Aí vem a resposta…</translation>
    </message>
    <message>
        <source>This puzzle could not be checked in time, so no answer can be judged. Try another one.</source>
        <translation>Não foi possível verificar este problema a tempo, por isso nenhuma resposta pode ser avaliada. Experimente outro.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>G&amp;rade:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <source>Show the &amp;Solution</source>
        <translation>Mostrar a &amp;solução</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Problema seguinte</translation>
    </message>
</context>
<context>
    <name>quatre::ui::QuartoBoardView</name>
    <message>
        <source>Player 1</source>
        <translation>Jogador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jogador 2</translation>
    </message>
    <message>
        <source>The board is full and no four share anything: a draw.</source>
        <translation>O tabuleiro está cheio e não há quatro peças alinhadas com um atributo em comum: empate.</translation>
    </message>
    <message>
        <source>Quarto! The four pieces are %1.</source>
        <translation>Quarto! As quatro peças são %1.</translation>
    </message>
    <message>
        <source>%1 chooses a piece to give</source>
        <translation>%1 escolhe uma peça para dar</translation>
    </message>
    <message>
        <source>%1 places the piece, then gives one</source>
        <translation>%1 coloca a peça e depois escolhe outra para dar</translation>
    </message>
    <message>
        <source>Choose a piece for your opponent</source>
        <translation>Escolha uma peça para o adversário</translation>
    </message>
    <message>
        <source>Place your piece on an empty square</source>
        <translation>Coloque a sua peça numa casa vazia</translation>
    </message>
    <message>
        <source>First choose a piece from the reserve for your opponent.</source>
        <translation>Primeiro escolha, na reserva, uma peça para o adversário.</translation>
    </message>
    <message>
        <source>Square %1 is taken.</source>
        <translation>A casa %1 está ocupada.</translation>
    </message>
    <message>
        <source>First place the piece you hold on an empty square.</source>
        <translation>Primeiro coloque a peça que tem na mão numa casa vazia.</translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation>Essa jogada não é permitida aqui.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Peça a colocar</translation>
    </message>
    <message>
        <source>Placed on %1. Click it again to take it back.</source>
        <translation>Colocada em %1. Clique de novo na peça para a retirar.</translation>
    </message>
    <message>
        <source>Pieces to give</source>
        <translation>Peças a dar</translation>
    </message>
    <message>
        <source>Square %1 selected: empty</source>
        <translation>Casa %1 selecionada: vazia</translation>
    </message>
    <message>
        <source>Square %1 selected: %2</source>
        <translation>Casa %1 selecionada: peça %2</translation>
    </message>
    <message>
        <source>Pieces to give: an empty place</source>
        <translation>Peças para dar: um lugar vazio</translation>
    </message>
    <message>
        <source>Piece to give selected: %1</source>
        <translation>Peça para dar selecionada: %1</translation>
    </message>
    <message>
        <source>safe</source>
        <comment>a piece to give that keeps the draw</comment>
        <translation>segura</translation>
    </message>
    <message>
        <source>gives a win</source>
        <comment>a piece to give with which the opponent wins at once</comment>
        <translation>dá a vitória</translation>
    </message>
</context>
<context>
    <name>quatre::ui::ReviewChart</name>
    <message>
        <source>&lt;p&gt;A point for each move: the position after it, from the first player&apos;s side. Up, the first player wins (the higher, the sooner); down, the second player wins; the middle line, a draw.&lt;/p&gt;&lt;p&gt;Large orange points are mistakes, larger red diamonds blunders; a hollow point is only an estimate. Click a point to see its position.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Um ponto por jogada: a posição depois dela, do lado do primeiro jogador. Para cima, ganha o primeiro jogador (quanto mais alto, mais cedo); para baixo, ganha o segundo jogador; a linha do meio, empate.&lt;/p&gt;&lt;p&gt;Os pontos cor de laranja grandes são erros, e os losangos vermelhos maiores, erros graves; um ponto oco é apenas uma estimativa. Clique num ponto para ver a sua posição.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>quatre::ui::RulesDialog</name>
    <message>
        <source>No rules are written for %1 yet.</source>
        <translation>Ainda não há regras escritas para %1.</translation>
    </message>
    <message>
        <source>Rules of the Games</source>
        <translation>Regras dos jogos</translation>
    </message>
    <message>
        <source>The rules of %1</source>
        <translation>As regras de %1</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SeatEditor</name>
    <message>
        <source>Human</source>
        <translation>Jogador humano</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation>IA: %1</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>profundidade </translation>
    </message>
    <message>
        <source>How many moves ahead Minimax looks</source>
        <translation>Quantas jogadas à frente o Minimax analisa</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation>Tempo de reflexão por jogada</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Changes to the game and the players take effect when you start a new game.</source>
        <translation>As alterações ao jogo e aos jogadores têm efeito quando começar um novo jogo.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jogador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jogador 2</translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation>Alternadamente</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Jogador &amp;1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Jogador &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Quem começa:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Visualização</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
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
        <translation>O tempo mínimo antes de uma jogada da IA ser mostrada, para que a possa acompanhar</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidade da animação:</translation>
    </message>
    <message>
        <source>AI move &amp;delay:</source>
        <translation>&amp;Atraso das jogadas da IA:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;High-contrast pieces with shape marks</source>
        <translation>&amp;Peças de alto contraste com marcas de forma</translation>
    </message>
    <message>
        <source>Colours that colour-blind players tell apart, and a cross or a ring on every piece</source>
        <translation>Cores que os jogadores daltónicos distinguem, e uma cruz ou um anel em cada peça</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demonstração</translation>
    </message>
    <message>
        <source>The two AI players of Game &gt; Demo</source>
        <translation>Os dois jogadores IA de Jogo &gt; Demonstração</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>Pri&amp;meiro jogador:</translation>
    </message>
    <message>
        <source>Seco&amp;nd player:</source>
        <translation>Segu&amp;ndo jogador:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Light or dark windows and boards, or those of the desktop</source>
        <translation>Janelas e tabuleiros claros ou escuros, ou os do ambiente de trabalho</translation>
    </message>
    <message>
        <source>Colour sch&amp;eme:</source>
        <translation>&amp;Esquema de cores:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Reproduzir &amp;sons</translation>
    </message>
    <message>
        <source>A sound when a piece lands on the board and when a game ends</source>
        <translation>Um som quando uma peça pousa no tabuleiro e quando um jogo termina</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Vol&amp;ume:</translation>
    </message>
</context>
<context>
    <name>quatre::ui::SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Draws: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Empates: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Demo score</source>
        <translation>Resultado da demonstração</translation>
    </message>
</context>
<context>
    <name>quatre::ui::StatisticsDialog</name>
    <message>
        <source>Reset the statistics?</source>
        <translation>Repor as estatísticas?</translation>
    </message>
    <message>
        <source>Every win, loss and draw counted so far will be forgotten. This cannot be undone.</source>
        <translation>Todas as vitórias, derrotas e empates contados até agora serão esquecidos. Não é possível anular esta ação.</translation>
    </message>
    <message>
        <source>The statistics were reset, but could not be saved.</source>
        <translation>As estatísticas foram repostas, mas não foi possível guardá-las.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Repor…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Games against an AI player and network games against a person count, each once, when it ends.</source>
        <translation>Contam os jogos contra um jogador de IA e os jogos em rede contra uma pessoa, cada um uma única vez, quando termina.</translation>
    </message>
    <message>
        <source>No game against an AI player or over the network has ended yet.</source>
        <translation>Ainda não terminou nenhum jogo contra um jogador de IA ou em rede.</translation>
    </message>
    <message>
        <source>A person (network)</source>
        <translation>Uma pessoa (rede)</translation>
    </message>
</context>
<context>
    <name>quatre::ui::StatisticsStore</name>
    <message>
        <source>The statistics could not be read. %1 They start again from zero; the unreadable file was kept as %2.</source>
        <translation>Não foi possível ler as estatísticas. %1 Recomeçam do zero; o ficheiro ilegível foi guardado como %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read. %1 They start again from zero.</source>
        <translation>Não foi possível ler as estatísticas. %1 Recomeçam do zero.</translation>
    </message>
    <message>
        <source>The statistics could not be read. %1 The unreadable file was kept as %2.</source>
        <translation>Não foi possível ler as estatísticas. %1 O ficheiro ilegível foi guardado como %2.</translation>
    </message>
    <message>
        <source>The statistics file %1 is in use by another Quatre; this game will be counted at the next one.</source>
        <translation>O ficheiro de estatísticas %1 está a ser usado por outro Quatre; este jogo será contado com o próximo.</translation>
    </message>
</context>
</TS>
