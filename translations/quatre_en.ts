<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>MoveValueText</name>
    <message numerus="yes">
        <source>wins in %n</source>
        <comment>own moves, this one included</comment>
        <translation>
            <numerusform>wins in %n</numerusform>
            <numerusform>wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <comment>own moves, this one included</comment>
        <translation>
            <numerusform>loses in %n</numerusform>
            <numerusform>loses in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) not analysed</source>
        <translation>
            <numerusform>%n move not analysed</numerusform>
            <numerusform>%n moves not analysed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move wins in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exact: with perfect play this move wins in %n move of this player, this one included.</numerusform>
            <numerusform>Exact: with perfect play this move wins in %n moves of this player, this one included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact: with perfect play this move loses in %n move(s) of this player, this one included.</source>
        <translation>
            <numerusform>Exact: with perfect play this move loses in %n move of this player, this one included.</numerusform>
            <numerusform>Exact: with perfect play this move loses in %n moves of this player, this one included.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message numerus="yes">
        <source>Wins in %n move(s)</source>
        <translation>
            <numerusform>Wins in %n move</numerusform>
            <numerusform>Wins in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n move(s)</source>
        <translation>
            <numerusform>Loses in %n move</numerusform>
            <numerusform>Loses in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quatre::ui::GameDocument</name>
    <message numerus="yes">
        <source>%n file(s) of the recent list no longer exist and were removed from it.</source>
        <translation>
            <numerusform>%n file of the recent list no longer exists and was removed from it.</numerusform>
            <numerusform>%n files of the recent list no longer exist and were removed from it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game of %n move(s).</source>
        <translation>
            <numerusform>Pasted a game of %n move.</numerusform>
            <numerusform>Pasted a game of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A game of %1 was left unfinished after %n move(s).</source>
        <translation>
            <numerusform>A game of %1 was left unfinished after %n move.</numerusform>
            <numerusform>A game of %1 was left unfinished after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) wait: No offers the next one, Yes keeps them for the next start.</source>
        <translation>
            <numerusform>%n more unfinished game waits: No offers it next, Yes keeps it for the next start.</numerusform>
            <numerusform>%n more unfinished games wait: No offers the next one, Yes keeps them for the next start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quatre::ui::HistoryController</name>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be dropped.</source>
        <translation>
            <numerusform>The %n later move of this game will be dropped.</numerusform>
            <numerusform>The %n later moves of this game will be dropped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quatre::ui::PuzzleDialog</name>
    <message numerus="yes">
        <source>Win in %n moves</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>Win in %n move</numerusform>
            <numerusform>Win in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins too, but in %n moves; another move wins faster. Try again.</source>
        <comment>own moves</comment>
        <translation>
            <numerusform>%1 wins too, but in %n move; another move wins faster. Try again.</numerusform>
            <numerusform>%1 wins too, but in %n moves; another move wins faster. Try again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: find the move that wins in %n moves, counting only yours.</source>
        <translation>
            <numerusform>%1 to move: find the move that wins in %n move, counting only yours.</numerusform>
            <numerusform>%1 to move: find the move that wins in %n moves, counting only yours.</numerusform>
        </translation>
    </message>
</context>
</TS>
