// parseErrorText(): every way a move list or a move can be wrong is explained
// in the interface language, with the same details as the core's English
// message (which it equals when no translation is installed).
#include "ui/text/parseerrortext.h"

#include "core/ai/ai.h"
#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quarto.h"
#include "core/games/quarto/quartoproblems.h"
#include "core/games/quarto/quartorules.h"
#include "ui/language/translation.h"

#include <QCoreApplication>
#include <QTest>

#include <map>
#include <set>
#include <random>

using namespace quatre;
using namespace quatre::ui;

namespace {

ParseError errorOf(const GameOptions &options, const std::string &text)
{
    auto parsed = gameFromText(options, text);
    if (const auto *error = std::get_if<ParseError>(&parsed))
        return *error;
    qFatal("'%s' was read", text.c_str());
}

GameOptions connectFour()
{
    return connectFourOptions(6, 7);
}
GameOptions fourMation(bool official = false)
{
    return fourMationOptions(7, official);
}
GameOptions quarto()
{
    return quartoOptions();
}

// Every problem the games and the core declare.
std::set<ParseProblem> everyProblem()
{
    std::set<ParseProblem> problems(std::begin(kGeneralParseProblems), std::end(kGeneralParseProblems));
    problems.insert(std::begin(kAiLevelProblems), std::end(kAiLevelProblems));
    for (const GameRules *rules : {&connectFourRules(), &quartoRules(), &fourMationRules()})
        for (const ParseProblem &problem : rules->parseProblems())
            problems.insert(problem);
    return problems;
}

// A seeded random Quarto game played until one more placement ends it: by a
// win if `byWin`, else by filling the board. Returns its text and the square
// of that placement.
std::pair<std::string, std::string> quartoAboutToEnd(bool byWin)
{
    std::mt19937 random(20261123);
    for (int attempt = 0; attempt < 100000; ++attempt) {
        Quarto game;
        while (!game.isOver()) {
            std::vector<Move> moves = game.legalMoves();
            for (Move move : moves) {
                Quarto after = game;
                after.play(move);
                const bool fills = game.plyCount() >= 16; // the 16th placement is the 17th move
                if (after.isOver()
                    && (byWin ? after.outcome() != Outcome::Draw : fills && after.outcome() == Outcome::Draw)) {
                    const std::string text = after.moveToText(move);
                    return {game.toText(), text.substr(0, 2)};
                }
            }
            // Go on with a move that does not end the game, if there is one.
            std::shuffle(moves.begin(), moves.end(), random);
            auto quiet = std::find_if(moves.begin(), moves.end(), [&](Move move) {
                Quarto after = game;
                after.play(move);
                return !after.isOver();
            });
            if (quiet == moves.end())
                break;
            game.play(*quiet);
        }
    }
    qFatal("no such game found");
}

// One error of every problem, from real bad input.
std::map<ParseProblem, ParseError> oneOfEach()
{
    std::map<ParseProblem, ParseError> errors;
    const auto add = [&](const ParseError &error) { errors.emplace(error.problem, error); };
    add(std::get<ParseError>(ConnectFour::fromText(3, 7, "")));
    add(errorOf(connectFour(), "4x"));
    add(errorOf(connectFour(), "8"));
    add(errorOf(connectFour(), "12121212"));
    add(errorOf(connectFour(), "4444444"));
    add(std::get<ParseError>(FourMation::fromText(11, false, "")));
    add(errorOf(fourMation(), "1"));
    add(errorOf(fourMation(), "h1"));
    add(errorOf(fourMation(), "d"));
    add(errorOf(fourMation(), "dx"));
    add(errorOf(fourMation(), "d9"));
    add(errorOf(fourMation(), "d4e5d5e6d6e7d7c6"));
    add(errorOf(fourMation(), "d4d4"));
    add(errorOf(fourMation(), "d4a1"));
    add(errorOf(fourMation(true), "d4a1"));
    add(std::get<ParseError>(Quarto().moveFromText("")));
    add(errorOf(quarto(), "DTRH x1"));
    add(errorOf(quarto(), "DTRH a9"));
    add(errorOf(quarto(), "DTRH a1LS"));
    add(errorOf(quarto(), "DTXH"));
    add(errorOf(quarto(), "DTRHX"));
    const auto [won, winningSquare] = quartoAboutToEnd(true);
    add(errorOf(quarto(), won + " " + winningSquare + " a1DTRH"));
    add(errorOf(quarto(), "a1DTRH"));
    add(errorOf(quarto(), "DTRH LSQF"));
    add(errorOf(quarto(), "DTRH a1LSQF a1DTRF"));
    add(errorOf(quarto(), won + " " + winningSquare + "DTRH"));
    const auto [full, lastSquare] = quartoAboutToEnd(false);
    add(errorOf(quarto(), full + " " + lastSquare + "DTRH"));
    add(errorOf(quarto(), "DTRH a1"));
    add(errorOf(quarto(), "DTRH a1DTRH"));
    add(errorOf(quarto(), "DTRH a1LSQF b1DTRH"));
    add(errorOf(connectFourOptions(3, 7), ""));
    GameOptions tooBig = fourMation();
    tooBig.setValue("size", 11);
    add(errorOf(tooBig, ""));
    add(errorOf(GameOptions{}, ""));
    add(std::get<ParseError>(connectFourRules().makeBookMaker(connectFourOptions(10, 10), 20)));
    add(std::get<ParseError>(quartoRules().makeBookMaker(quarto(), 20)));
    add(makeParseError(*quartoRules().makeSolver(quarto())->unsolvable(Quarto()), 0));
    // Every game here has a book or says why not: the general "no book" by hand.
    add(makeParseError(ParseProblem::NoOpeningBook, 0));
    add(std::get<ParseError>(moveFromText(ConnectFour(), "  ")));
    add(std::get<ParseError>(moveFromText(ConnectFour(), "44")));
    // The levels of --level, --p1 and the like.
    for (const char *level : {"perfect:0", "expert:x", "minimax:10", "expert:d41", "random:3", "wizard"}) {
        ParseError error;
        if (aiConfigFromText(level, &error))
            qFatal("level %s was read", level);
        add(error);
    }
    ParseError ownLevel;
    if (!aiConfigFromText("wizard", fourMationRules().levels(), &ownLevel))
        add(ownLevel);
    return errors;
}

} // namespace

class TestParseErrorText : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void everyProblemIsMetAndReadsInEnglishAsTheCore()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        const auto errors = oneOfEach();
        // All but ParseProblem::Other, which the core never makes.
        const std::set<ParseProblem> problems = everyProblem();
        QCOMPARE(errors.size(), problems.size());
        for (const ParseProblem &problem : problems)
            QVERIFY2(errors.contains(problem), problem.text.data());
        QVERIFY(!errors.contains(ParseProblem::Other));
        for (const auto &[problem, error] : errors) {
            QCOMPARE(parseErrorText(error), QString::fromStdString(error.message));
            QVERIFY2(error.message.find('%') == std::string::npos, error.message.c_str());
        }
    }

    void everyProblemIsTranslatedWithItsDetails_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("Català") << "ca";
        QTest::newRow("Português") << "pt_PT";
        QTest::newRow("Română") << "ro";
    }
    void everyProblemIsTranslatedWithItsDetails()
    {
        QFETCH(QString, language);
        const auto errors = oneOfEach();
        QVERIFY(installTranslations(*QCoreApplication::instance(), language));
        for (const auto &[problem, error] : errors) {
            const QString text = parseErrorText(error);
            const QString english = QString::fromStdString(error.message);
            QVERIFY2(text != english, qPrintable(english));
            QVERIFY2(!text.contains(QLatin1Char('%')), qPrintable(text));
            // The details are the notation and numbers, the same in every
            // language, except a Quarto piece code's values ("light"), the
            // last argument and the one two before it.
            const bool hasValues =
                problem == QuartoProblem::PieceCodeTooShort || problem == QuartoProblem::PieceLetterExpected;
            for (std::size_t i = 0; i < error.args.size(); ++i) {
                if (hasValues && (i + 1 == error.args.size() || i + 3 == error.args.size()))
                    continue;
                const QString detail = QString::fromStdString(error.args[i]);
                QVERIFY2(text.contains(detail), qPrintable(QStringLiteral("'%1' in: %2").arg(detail, text)));
            }
        }
    }

    void aHandMadeErrorKeepsItsMessage()
    {
        ParseError error;
        error.message = "line 3: not a saved game";
        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("ro")));
        QCOMPARE(parseErrorText(error), QStringLiteral("line 3: not a saved game"));
    }

    // A move list with a control character, as the window shows its error.
    void controlCharactersAreShownAsEscapes()
    {
        const ParseError error = errorOf(connectFourOptions(6, 7), "4\x1b[2J");
        const QString text = parseErrorText(error);
        QVERIFY2(!text.contains(QChar(0x1b)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("('\\x1b')")), qPrintable(text));
    }

    // The piece letters stay the notation's; the values they stand for are
    // in the interface language.
    void quartoPieceValuesAreTranslated()
    {
        const ParseError error = errorOf(quarto(), "DTXH");
        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("ca")));
        const QString text = parseErrorText(error);
        QVERIFY2(text.contains(QStringLiteral("Q (quadrada) o R (rodona)")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestParseErrorText)
#include "tst_parseerrortext.moc"
