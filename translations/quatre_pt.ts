<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>Cli</name>
    <message>
        <source>quatre-cli: unknown command &apos;%1&apos; (try --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect Four rows, 4 to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect Four columns, 4 to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays games between two AI levels. Prints one line per game, &apos;&lt;moves&gt; &lt;result&gt;&apos; with the result from p1&apos;s view (1-0, 0-1 or draw), then &apos;p1 &lt;wins&gt; p2 &lt;wins&gt; draws &lt;n&gt;&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level of player 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level of player 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many games, 1 to 100000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of every random choice, so a match replays exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap who moves first after every game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random plies played before the AIs take over (0 to 8), so deterministic levels do not repeat one game; with --alternate each opening is played once from each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match takes no positional argument, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1 is not available for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints the move the chosen level plays in the position reached by &lt;moves&gt; (none: the empty board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best takes at most one position, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad position &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is already over in &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measures the AI: time per move of each level on seeded random positions, how soon a search stops once cancelled, and how far an Expert move overruns its time budget. Prints medians over the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions (or cancellations) per measurement, 1 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the random positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: quatre-cli &lt;command&gt; [options]

Commands:
  match   play games between two AI levels and print each game and the score
  best    print the move an AI level chooses in a position
  solve   read positions from standard input and print their exact scores
  bench   measure the AI: time per move, cancellation latency, budget overrun
  play    play a game in the terminal against an AI level

Games: --game connect4 (--rows, --cols), quarto (--square-rule), 4mation (--size, --official-rule).
Levels: random, greedy, minimax:D (depth 1-9), expert:MS (time per move in ms),
expert:dN (a fixed depth N, reproducible), perfect or perfect:MS, hardcore (4Mation).
Run &apos;quatre-cli &lt;command&gt; --help&apos; for the options of a command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game: connect4, quarto or 4mation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarto: a 2x2 square of pieces sharing an attribute also wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4Mation board size N (N x N), 3 to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4Mation: a player with no cell next to the last cube may play next to any opponent cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;: use connect4, quarto or 4mation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves played so far: 4453 for Connect Four, d4e5 for 4Mation, &quot;DTRH a1LSQF&quot; for Quarto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad line &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead, run the exact solver on the reference sets (Test_L*) in folder &lt;dir&gt;, e.g. tests/data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --solver: at most this many positions of each set, 1 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --solver: the sets to run, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench measures connect4 only for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads positions from standard input, one per line (anything after the move string is ignored), and prints &apos;&lt;moves&gt; &lt;score&gt;&apos; with the exact score for the side to move. A malformed line prints an error naming its number and the solver goes on; the exit code is then 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print only who wins: 1, 0 (draw) or -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve supports connect4 only for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quatre-cli solve: line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy peasy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardcore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>impossible (3x3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Strategies:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose strategy: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty (recommended 4 or 5) = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column -&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell -&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square -&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives -&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too easy m8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful. Ive got everything under control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Im tired of thinking. Ill just go with the most obvious one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarto! The line is all %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece codes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of input: the game is abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays a game in the terminal against an AI level. What the options do not say (board size, level) is asked. Type a column (Connect Four), a cell such as d4 (4Mation), or a square and a piece code (Quarto); end the input (Ctrl-D) to quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI level (asked if not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first: human or ai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the AI&apos;s random choices, so a game replays (default: a new one each game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play takes no positional argument, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--first must be human or ai, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>¡New Game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows    = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size    = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose column: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose cell: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a piece: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not among the pieces left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 on square: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimax (depth %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardcore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupText</name>
    <message>
        <source>Quatre: four-in-a-row games against people and AI players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read and save the settings in the INI file &lt;path&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the position after &lt;moves&gt;, e.g. 4453.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window as PNG &lt;file&gt;, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait &lt;ms&gt; milliseconds before the picture (default 1500).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the picture of a dialog instead: &lt;name&gt; is &quot;settings&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size, e.g. 1100x760.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot-delay needs a number of milliseconds, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown dialog &quot;%1&quot;: the only one is &quot;settings&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1100x760, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the picture %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::AiController</name>
    <message>
        <source>The AI found no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This AI level cannot play this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::ConnectFourBoardView</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameSession</name>
    <message>
        <source>The first player must be seat 1 or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the moves &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::MainWindow</name>
    <message>
        <source>Connect Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4Mation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game with the current settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this game again from the first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch two AI players play each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause or resume the AI players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While paused, let the AI play one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the game, the players and the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Quatre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again the move you took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Expert AI for a good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Quatre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved. The game and player settings apply from the next new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Quatre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quatre %1&lt;/h3&gt;&lt;p&gt;Four-in-a-row games: Connect Four, with Quarto and 4Mation to come.&lt;/p&gt;&lt;p&gt;Play against a friend or against AI players from Random to Expert, or watch two AI players in a demo.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking… (depth %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It&apos;s a TIE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner!!! Good Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game OVER! - You&apos;ve lost!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quatre — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::SeatEditor</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many moves ahead Minimax looks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking time per move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes to the game and the players take effect when you start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The least time before an AI move is shown, so you can follow it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI move &amp;delay:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quatre::ui::SidePanel</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; %3: &lt;b&gt;%4&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Draws: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
