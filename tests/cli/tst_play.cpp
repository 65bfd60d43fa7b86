// `quatre-cli play`, run in-process with scripted answers: the seed-000
// prompts and end messages, the boards, refused answers asked again with a
// reason, the setup menus, and the end of input quitting cleanly.
#include "core/games/connectfour/connectfourrules.h"
#include "ui/cli/cli.h"

#include "clicontext.h"

#include "core/ai/ai.h"
#include "core/games/gamerules.h"
#include "core/games/quarto/quartopiece.h"
#include "ui/games/quarto/quartowords.h"
#include "ui/language/translation.h"

#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run play(QStringList arguments, const QString &answers)
{
    arguments.prepend(QStringLiteral("play"));
    arguments.prepend(QStringLiteral("quatre-cli"));
    Run run;
    QString input = answers;
    QTextStream in(&input), out(&run.out), err(&run.err);
    run.exitCode = quatre::cli::run(cliContext(), arguments, in, out, err);
    out.flush();
    err.flush();
    return run;
}

QString lines(const QStringList &answers)
{
    return answers.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QStringList connectFourArguments(const QString &level, const QString &seed)
{
    return {QStringLiteral("--rows"),  QStringLiteral("6"),
            QStringLiteral("--cols"),  QStringLiteral("7"),
            QStringLiteral("--level"), level,
            QStringLiteral("--seed"),  seed};
}

// The rows of the last Connect Four board drawn, top row first: the "  │"
// lines just above the last "  ╰" line.
QStringList lastConnectFourRows(const QString &out)
{
    const QStringList all = out.split(QLatin1Char('\n'));
    qsizetype bottom = all.size() - 1;
    while (bottom >= 0 && !all.at(bottom).startsWith(QStringLiteral("  ╰")))
        --bottom;
    QStringList rows;
    for (qsizetype i = bottom - 1; i >= 0; --i) {
        if (all.at(i).startsWith(QStringLiteral("  │")))
            rows.prepend(all.at(i));
        else if (!all.at(i).startsWith(QStringLiteral("  ├")))
            break;
    }
    return rows;
}

// The mark in `column` (0-based) of a drawn row "  │ ○ │   │".
QChar markAt(const QString &row, int column)
{
    return row.at(4 + 4 * column);
}

// Answers that finish any 4Mation game on a size x size board: every cell in
// reading order, many times over. Each refused cell is asked again, so every
// turn ends with the first legal cell in that order.
QString everyCell(int size)
{
    QStringList answers;
    for (int round = 0; round < size * size; ++round)
        for (int row = 1; row <= size; ++row)
            for (int column = 0; column < size; ++column)
                answers << QChar(char16_t(u'a' + column)) + QString::number(row);
    return lines(answers);
}

// The same for Quarto: each square followed by every piece code. At "Place
// ... on square:" the codes are refused until a free square comes; at "Give a
// piece:" the codes are tried until one is left to give.
QString everySquareAndPiece()
{
    QStringList codes;
    for (quatre::Piece piece = 0; piece < quatre::kPieceCount; ++piece)
        codes << QString::fromStdString(quatre::pieceToText(piece));
    QStringList answers;
    for (int round = 0; round < 3; ++round)
        for (int row = 1; row <= 4; ++row)
            for (int column = 0; column < 4; ++column)
                answers << QChar(char16_t(u'a' + column)) + QString::number(row) << codes;
    return lines(answers);
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT

private slots:
    void humanBeatsRandomWithTheSeedsBoardAndMessage()
    {
        // With seed 2 the random AI never answers in column 1, so four
        // discs there win (the seed is fixed so the game replays).
        const Run run =
            play(connectFourArguments(QStringLiteral("random"), QStringLiteral("2")),
                 lines({QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1")}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY(run.out.startsWith(QStringLiteral("\t ¡New Game!\n\t————————————\n")));
        // The size and the level were given, so nothing was asked.
        QVERIFY(!run.out.contains(QStringLiteral("Board size:")));
        QVERIFY(!run.out.contains(QStringLiteral("AI Strategies:")));
        // The terminal board, empty before the first move.
        const QString emptyBoard = QStringLiteral("    1   2   3   4   5   6   7   \n"
                                                  "  │   │   │   │   │   │   │   │\n"
                                                  "  ├───┼───┼───┼───┼───┼───┼───┤\n");
        QVERIFY(run.out.contains(emptyBoard));
        QVERIFY(run.out.contains(QStringLiteral("  ╰───┴───┴───┴───┴───┴───┴───╯\n  Your turn\n  Choose column: 1\n")));
        QCOMPARE(run.out.count(QStringLiteral("  Your turn\n")), 4);
        QCOMPARE(run.out.count(QStringLiteral("  AI turn\n  thinking... \n  Column -> ")), 3);
        QVERIFY(run.out.endsWith(QStringLiteral("╯\n\n  Winner!!! Good Job\n")));
        QVERIFY(!run.out.contains(QStringLiteral("You've lost")));

        // The last board: the human's four ○ at the bottom of column 1, the
        // AI's three ● elsewhere on the bottom row.
        const QStringList rows = lastConnectFourRows(run.out);
        QCOMPARE(rows.size(), 6);
        for (int r = 0; r < 6; ++r)
            QCOMPARE(markAt(rows.at(r), 0), r < 2 ? QChar(u' ') : QChar(u'○'));
        QCOMPARE(rows.join(QString()).count(QChar(u'●')), 3);
        QCOMPARE(rows.join(QString()).count(QChar(u'○')), 4);
    }

    void greedyBeatsAHumanWhoOnlyPlaysColumnSeven()
    {
        // Greedy blocks the column after three ○ and builds its own in column 1.
        const Run run = play(connectFourArguments(QStringLiteral("greedy"), QStringLiteral("1")),
                             QStringLiteral("7\n").repeated(8));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.endsWith(QStringLiteral("╯\n\n  Game OVER! - You've lost!\n")));
        QVERIFY(!run.out.contains(QStringLiteral("Winner!!!")));
        const QStringList rows = lastConnectFourRows(run.out);
        QCOMPARE(rows.size(), 6);
        for (int r = 2; r < 6; ++r)
            QCOMPARE(markAt(rows.at(r), 0), QChar(u'●'));
        QCOMPARE(markAt(rows.at(2), 6), QChar(u'●')); // the block on top of three ○
    }

    void firstPlayerIsHollowEvenWhenTheAiStarts()
    {
        const Run run =
            play({QStringLiteral("--rows"), QStringLiteral("4"), QStringLiteral("--cols"), QStringLiteral("4"),
                  QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("--first"), QStringLiteral("ai"),
                  QStringLiteral("--seed"), QStringLiteral("1")},
                 QString());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("    1   2   3   4   \n")));
        // The AI moved before the human was asked anything, with ○.
        const qsizetype aiTurn = run.out.indexOf(QStringLiteral("  AI turn\n"));
        QVERIFY(aiTurn >= 0);
        QVERIFY(aiTurn < run.out.indexOf(QStringLiteral("  Your turn\n")));
        const QStringList rows = lastConnectFourRows(run.out);
        QCOMPARE(rows.join(QString()).count(QChar(u'○')), 1);
        QCOMPARE(rows.join(QString()).count(QChar(u'●')), 0);
    }

    void badAnswersAreAskedAgainWithTheReason()
    {
        const Run run =
            play({QStringLiteral("--rows"), QStringLiteral("4"), QStringLiteral("--cols"), QStringLiteral("10"),
                  QStringLiteral("--level"), QStringLiteral("random"), QStringLiteral("--seed"), QStringLiteral("5")},
                 lines({QStringLiteral("x"), QString(), QStringLiteral("11"), QStringLiteral("10")}));
        QCOMPARE(run.exitCode, 0);
        // Each refusal names what is wrong (the core parser's message) and
        // is followed by the same question again.
        QVERIFY(run.out.contains(QStringLiteral("  Choose column: x\n  Invalid: character 1 ('x') is not a column: use "
                                                "1-9, and a for column 10\n  Choose column: \n")));
        QVERIFY(run.out.contains(QStringLiteral("  Choose column: \n  Invalid: no move given\n  Choose column: 11\n")));
        QVERIFY(run.out.contains(
            QStringLiteral("  Choose column: 11\n  Invalid: give one move at a time\n  Choose column: 10\n")));
        QCOMPARE(run.out.count(QStringLiteral("Invalid:")), 3);
        // "10" is column 10 (written 'a' in the notation).
        QVERIFY(run.out.contains(QStringLiteral("   1   2   3   4   5   6   7   8   9  10   \n")));
        const QStringList rows = lastConnectFourRows(run.out);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(markAt(rows.at(3), 9), QChar(u'○'));
    }

    void aFullColumnIsRefused()
    {
        const Run run =
            play({QStringLiteral("--rows"), QStringLiteral("4"), QStringLiteral("--cols"), QStringLiteral("4"),
                  QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("--seed"), QStringLiteral("1")},
                 QStringLiteral("2\n").repeated(4));
        QCOMPARE(run.exitCode, 0);
        // Greedy blocks on top of three ○ in column 2 (if it has not played
        // there before), so the fourth 2 finds the 4-row column full.
        QVERIFY(run.out.contains(QStringLiteral("column 2 is full")));
    }

    void endOfInputQuitsCleanly()
    {
        Run run = play(connectFourArguments(QStringLiteral("random"), QStringLiteral("1")), QStringLiteral("4\n"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY(run.out.endsWith(QStringLiteral("  Choose column: \n  End of input: the game is abandoned.\n")));
        QVERIFY(!run.out.contains(QStringLiteral("Winner")));
        QVERIFY(!run.out.contains(QStringLiteral("Game OVER")));
        // In the setup questions as well.
        run = play({}, QStringLiteral("6\n"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.endsWith(QStringLiteral("   Columns = \n  End of input: the game is abandoned.\n")));
        QVERIFY(!run.out.contains(QStringLiteral("AI Strategies:")));
    }

    void theSetupQuestionsAreSeedZerosMenus()
    {
        // Rows and columns, a refused strategy, smart, then its difficulty
        // (--seed: the reply below is the level's with the same seed).
        const Run run = play({QStringLiteral("--seed"), QStringLiteral("1")},
                             lines({QStringLiteral("5"), QStringLiteral("11"), QStringLiteral("8"), QStringLiteral("0"),
                                    QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("4")}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("\t ¡New Game!\n\t————————————\n"
                                                  " Board size:\n"
                                                  "   Rows    = 5\n"
                                                  "   Columns = 11\n"
                                                  "  Invalid: '11' is not a whole number from 4 to 10\n"
                                                  "   Columns = 8\n"
                                                  " AI Strategies:\n"
                                                  "   1. random\n"
                                                  "   2. greedy\n"
                                                  "   3. smart\n"
                                                  "   4. expert\n"
                                                  " Choose strategy: 0\n"
                                                  "  Invalid: '0' is not a whole number from 1 to 4\n"
                                                  " Choose strategy: 3\n"
                                                  " Difficulty (recommended 4 or 5) = 4\n"
                                                  "    1   2   3   4   5   6   7   8   \n")));
        // A 5 x 8 board...
        const QStringList rows = lastConnectFourRows(run.out);
        QCOMPARE(rows.size(), 5);
        QCOMPARE(rows.first().count(QChar(u'│')), 9);
        // ...against minimax depth 4: its reply is the one that level chooses.
        const quatre::GameOptions options = quatre::connectFourOptions(5, 8);
        auto game = std::get<std::unique_ptr<quatre::Game>>(quatre::gameFromText(options, "4"));
        quatre::AiConfig config;
        config.level = quatre::AiLevel::Minimax;
        config.depth = 4;
        config.seed = 1;
        quatre::SearchControl control;
        const quatre::Move reply = quatre::connectFourRules().makeAi(config)->chooseMove(*game, control).move;
        QVERIFY(run.out.contains(QStringLiteral("  Column -> %1\n").arg(reply + 1)));
    }

    void badOptionsAreUsageErrors()
    {
        Run run = play({QStringLiteral("--first"), QStringLiteral("robot")}, QString());
        QCOMPARE(run.exitCode, quatre::cli::kExitUsage);
        QVERIFY(run.err.contains(QStringLiteral("--first must be human or ai")));
        QVERIFY(run.out.isEmpty());
        run = play({QStringLiteral("--level"), QStringLiteral("hardcore")}, QString());
        QCOMPARE(run.exitCode, quatre::cli::kExitUsage);
        QVERIFY(run.err.contains(QStringLiteral("not available for connect4")));
        run = play({QStringLiteral("--help")}, QString());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("quatre-cli play")));
    }

    void fourMationRefusesACellAwayFromTheLastCube()
    {
        // d4 first, then a1 (never next to the AI's reply around d4), then every cell.
        const Run run =
            play({QStringLiteral("--game"), QStringLiteral("4mation"), QStringLiteral("--size"), QStringLiteral("7"),
                  QStringLiteral("--level"), QStringLiteral("hardcore"), QStringLiteral("--seed"), QStringLiteral("1")},
                 lines({QStringLiteral("d4"), QStringLiteral("a1")}) + everyCell(7));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.out.contains(QStringLiteral("Board size:")));
        // The printed board's labels: column letters above and below, row numbers.
        QVERIFY(run.out.contains(
            QStringLiteral("      a   b   c   d   e   f   g \n    ╭───┬───┬───┬───┬───┬───┬───╮\n  1 │")));
        // After d4 the cube is bracketed and its eight neighbours dotted.
        QVERIFY(run.out.contains(QStringLiteral("  3 │   │   │ · │ · │ · │   │   │\n"
                                                "    ├───┼───┼───┼───┼───┼───┼───┤\n"
                                                "  4 │   │   │ · │[○]│ · │   │   │\n")));
        QVERIFY(run.out.contains(
            QStringLiteral("  Choose cell: a1\n  Invalid: character 1 ('a'): a1 is not adjacent to the last cube (")));
        // The hardcore bot says which of its strategies chose each move.
        const int remarks =
            int(run.out.count(QStringLiteral("  Too easy m8.\n"))
                + run.out.count(QStringLiteral("  Careful. I've got everything under control.\n"))
                + run.out.count(QStringLiteral("  I'm tired of thinking. I'll just go with the most obvious one.\n")));
        QCOMPARE(remarks, int(run.out.count(QStringLiteral("  Cell -> "))));
        QVERIFY(remarks > 0);
        // The game reached its end.
        const int ends = int(run.out.count(QStringLiteral("Winner!!! Good Job\n"))
                             + run.out.count(QStringLiteral("Game OVER! - You've lost!\n"))
                             + run.out.count(QStringLiteral("It's a TIE\n")));
        QCOMPARE(ends, 1);
        QVERIFY(!run.out.contains(QStringLiteral("End of input")));
    }

    void fourMationImpossibleIsAThreeByThreeTie()
    {
        // The "impossible" size: the menu's last entry, no size asked, and
        // no line of four fits on 3 x 3.
        const Run run =
            play({QStringLiteral("--game"), QStringLiteral("4mation"), QStringLiteral("--seed"), QStringLiteral("1")},
                 QStringLiteral("6\n") + everyCell(3));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral(" AI Strategies:\n   1. easy peasy\n")));
        QVERIFY(run.out.contains(QStringLiteral("   4. hardcore\n")));
        QVERIFY(run.out.contains(QStringLiteral("   6. impossible (3x3)\n Choose strategy: 6\n      a   b   c \n")));
        QVERIFY(!run.out.contains(QStringLiteral("Size    =")));
        QVERIFY(!run.out.contains(QStringLiteral(" d ")));
        QVERIFY(run.out.endsWith(QStringLiteral("  It's a TIE\n")));
    }

    // The piece codes' letters are notation; the words beside them are the reader's language.
    void quartoLegendSpeaksTheInterfaceLanguage()
    {
        QVERIFY(quatre::ui::installTranslations(*QCoreApplication::instance(), QStringLiteral("ca")));
        const Run run = play({QStringLiteral("--game"), QStringLiteral("quarto"), QStringLiteral("--level"),
                              QStringLiteral("greedy"), QStringLiteral("--seed"), QStringLiteral("1")},
                             QString());
        const QString light = quatre::ui::attributeText(0, false);
        const QString tall = quatre::ui::attributeText(1, true);
        quatre::ui::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY2(light != QStringLiteral("light") && tall != QStringLiteral("tall"), qPrintable(light));
        QVERIFY2(run.out.contains(QStringLiteral("L/D %1/").arg(light)), qPrintable(run.out.left(400)));
        QVERIFY2(run.out.contains(QStringLiteral("S/T ")), qPrintable(run.out.left(400)));
        QVERIFY(run.out.contains(QStringLiteral("/%1,").arg(tall)));
        QVERIFY(!run.out.contains(QStringLiteral("light/dark")));
    }

    void quartoGivesPiecesAndNamesTheWinningAttribute()
    {
        // The first move only gives; then each turn places and gives.
        const Run run = play({QStringLiteral("--game"), QStringLiteral("quarto"), QStringLiteral("--level"),
                              QStringLiteral("greedy"), QStringLiteral("--seed"), QStringLiteral("1")},
                             lines({QStringLiteral("b3"), QStringLiteral("DTRH"), QStringLiteral("a1"),
                                    QStringLiteral("DTRH"), QStringLiteral("dtrz")})
                                 + everySquareAndPiece());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(
            QStringLiteral("  Piece codes: L/D light/dark, S/T short/tall, Q/R square/round, F/H solid/hollow\n")));
        QVERIFY(run.out.contains(QStringLiteral(
            "    LSQF DSQF LTQF DTQF LSRF DSRF LTRF DTRF\n"
            "    LSQH DSQH LTQH DTQH LSRH DSRH LTRH DTRH\n"
            "  Your turn\n"
            "  Give a piece: b3\n"
            "  Invalid: move 'b3' (character 1): the first move only gives a piece, as in DTRH, with no square\n"
            "  Give a piece: DTRH\n")));
        // The AI holds DTRH, places it and gives one back.
        QVERIFY(run.out.contains(QStringLiteral("  In hand: DTRH\n  AI turn\n  thinking... \n  Square -> ")));
        QVERIFY(run.out.contains(QStringLiteral("  Gives -> ")));
        // Placing, then giving: DTRH is on the board, so it is refused, then a typing error.
        QVERIFY(run.out.contains(
            QStringLiteral(" on square: a1\n  Give a piece: DTRH\n  Invalid: DTRH is not among the pieces left\n"
                           "  Give a piece: dtrz\n  Invalid: character 4 ('z'): expected F (solid) or H (hollow) in a "
                           "piece code like DTRH\n")));
        // The board shows the codes: DTRH somewhere, the human's piece on a1.
        QVERIFY(run.out.contains(
            QStringLiteral("      a      b      c      d   \n   ╭──────┬──────┬──────┬──────╮\n 4 │")));
        QVERIFY(run.out.contains(QStringLiteral(" DTRH │")));
        const QRegularExpressionMatch given =
            QRegularExpression(QStringLiteral("  Gives -> ([LDSTQRFH]{4})\n")).match(run.out);
        QVERIFY(given.hasMatch());
        QVERIFY(run.out.contains(QStringLiteral("\n 1 │ %1 │").arg(given.captured(1))));
        // Greedy never misses a win, and this human gives away the first piece left.
        QVERIFY(run.out.contains(QRegularExpression(
            QStringLiteral("  Quarto! The line is all [a-z ]+\\.\n\n  Game OVER! - You've lost!\n$"))));
    }
};

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
