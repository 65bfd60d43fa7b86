// quatre-cli solve for Quarto and 4Mation: it reads each game's notation
// (Quarto's moves are words apart, and a score after them is ignored),
// prints the score its solver gives, and reports bad lines by number.
// (Connect Four's solve is checked in tst_cli.)
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "ui/cli/cli.h"

#include "clicontext.h"

#include "core/games/gamerules.h"
#include "core/games/fourmation/fourmationsolver.h"
#include "core/games/quarto/quartosolver.h"

#include <QtTest>

namespace {

CliRun solve(const QStringList &options, const QString &input)
{
    return runCli(QStringList{QStringLiteral("solve")} + options, input);
}

template <class G>
const G &position(const quatre::GameOptions &options, const char *text)
{
    static std::unique_ptr<quatre::Game> game;
    game = std::move(std::get<std::unique_ptr<quatre::Game>>(quatre::gameFromText(options, text)));
    return static_cast<const G &>(*game);
}

} // namespace

using namespace quatre;

class TestSolve : public QObject {
    Q_OBJECT

private slots:
    // What was typed is repeated in the error with its control characters as
    // escapes: raw, "ESC ] 0 ; X BEL" would retitle the terminal and "ESC [ 2 J" clear it.
    void controlCharactersInALineAreShownAsEscapes()
    {
        const CliRun run = solve({}, QStringLiteral("\x1b]0;X\x07\x1b[2J\n"));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(!run.err.contains(QChar(0x1b)) && !run.err.contains(QChar(0x07)), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("character 1 ('\\x1b')")), qPrintable(run.err));
    }

    void quartoPositions()
    {
        const char *late = "DTQF b3DTQH c4LSQH b1DSRF d1LTRF a4DSRH d4LSQF b4LTQH a1DTRF d2LTRH";
        const char *earlier = "DTQF b3DTQH c4LSQH b1DSRF d1LTRF a4DSRH d4LSQF b4LTQH";
        GameOptions options;
        options = quatre::quartoOptions();
        QuartoSolver solver(false);
        const int lateScore = *solver.solve(position<Quarto>(options, late));
        solver.clearTable();
        const int earlierScore = *solver.solve(position<Quarto>(options, earlier));

        const CliRun run = solve({QStringLiteral("--game"), QStringLiteral("quarto")},
                                 QStringLiteral("%1 -3 a stale score and words\n%2\nDTQF b3DTQH b3LSQH\n12\n-\n")
                                     .arg(QLatin1String(late), QLatin1String(earlier)));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out,
                 (QStringList{QStringLiteral("%1 %2").arg(QLatin1String(late)).arg(lateScore),
                              QStringLiteral("%1 %2").arg(QLatin1String(earlier)).arg(earlierScore)}));
        const QStringList errors = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(errors.size(), 3);
        QVERIFY2(errors[0].contains(QLatin1String("line 3")) && errors[0].contains(QLatin1String("b3")),
                 qPrintable(errors[0]));
        // A line with no moves, and "-", are the empty board, where nothing was given yet.
        QVERIFY2(errors[1].contains(QLatin1String("line 4")) && errors[1].contains(QLatin1String("give")),
                 qPrintable(errors[1]));
        QVERIFY2(errors[2].contains(QLatin1String("line 5")) && errors[2].contains(QLatin1String("give")),
                 qPrintable(errors[2]));

        const CliRun weak = solve({QStringLiteral("--game"), QStringLiteral("quarto"), QStringLiteral("--weak")},
                                  QString::fromLatin1(late));
        QCOMPARE(weak.exitCode, 0);
        QCOMPARE(weak.out,
                 QStringList{QStringLiteral("%1 %2").arg(QLatin1String(late)).arg((lateScore > 0) - (lateScore < 0))});
    }

    void fourMationPositions()
    {
        GameOptions options;
        options = quatre::fourMationOptions();
        options.setValue("size", 5);
        options.setValue("officialRule", true);
        FourMationSolver solver(5, true);
        const int score = *solver.solve(position<FourMation>(options, "c3b2"));
        const CliRun run = solve({QStringLiteral("--game"), QStringLiteral("4mation"), QStringLiteral("--size"),
                                  QStringLiteral("5"), QStringLiteral("--official-rule")},
                                 QStringLiteral("c3b2 99\nc3e5\n"));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QStringList{QStringLiteral("c3b2 %1").arg(score)});
        QVERIFY2(run.err.contains(QLatin1String("line 2")), qPrintable(run.err)); // e5 is not next to c3
        // The centre wins 5 x 5 under the official rule, for the first player:
        // a position with one cube on it is lost for the side to move.
        QVERIFY(*solver.solve(position<FourMation>(options, "c3")) < 0);
    }

    void badGameOptionsAreUsageErrors()
    {
        QCOMPARE(
            solve({QStringLiteral("--game"), QStringLiteral("4mation"), QStringLiteral("--size"), QStringLiteral("11")},
                  {})
                .exitCode,
            2);
        QCOMPARE(solve({QStringLiteral("--game"), QStringLiteral("chess")}, {}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestSolve)
#include "tst_solve.moc"
