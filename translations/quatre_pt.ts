<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>Cli</name>
    <message>
        <source>Usage: quatre-cli &lt;command&gt; [options]

Commands:
  match   play games between two AI levels and print each game and the score
  best    print the move an AI level chooses in a position
  bench   measure the AI: time per move, cancellation latency, budget overrun

Levels: random, greedy, minimax:D (depth 1-9), expert:MS (time per move in ms)
or expert:dN (a fixed depth N, reproducible).
Run &apos;quatre-cli &lt;command&gt; --help&apos; for the options of a command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quatre-cli: unknown command &apos;%1&apos; (try --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game: connect4.</source>
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
        <source>unknown game &apos;%1&apos;: use connect4</source>
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
        <source>The moves played so far, e.g. 4453.</source>
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
        <source>Expert (%1 s)</source>
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
        <source>Cannot read the moves &quot;%1&quot;: %2 (at character %3).</source>
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
