// The game-independent entry points of GameRules: making any game from its
// options, reading it from text, and reading one typed move, for all three games.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"

#include <QtTest>

#include <random>

using namespace quatre;

Q_DECLARE_METATYPE(quatre::GameOptions)

namespace {

const GameRules *const kGames[] = {&connectFourRules(), &quartoRules(), &fourMationRules()};

} // namespace

class TestGameRules : public QObject {
    Q_OBJECT

private slots:
    void everyGameRoundTripsThroughText_data()
    {
        QTest::addColumn<GameOptions>("options");
        const GameOptions c4 = connectFourOptions();
        const GameOptions c4big = connectFourOptions(10, 10);
        const GameOptions quarto = quartoOptions();
        const GameOptions quartoSquare = quartoOptions(true);
        const GameOptions fourMation = fourMationOptions();
        const GameOptions fourMationOfficial = fourMationOptions(10, true);
        QTest::newRow("connect4 6x7") << c4;
        QTest::newRow("connect4 10x10") << c4big;
        QTest::newRow("quarto") << quarto;
        QTest::newRow("quarto, square rule") << quartoSquare;
        QTest::newRow("4mation 7") << fourMation;
        QTest::newRow("4mation 10, official rule") << fourMationOfficial;
    }
    void everyGameRoundTripsThroughText()
    {
        QFETCH(GameOptions, options);
        const GameRules &rules = *options.rules;
        QVERIFY(!rules.optionsError(options));
        std::mt19937_64 random(31);
        for (int g = 0; g < 200; ++g) {
            std::unique_ptr<Game> game = rules.newGame(options);
            QCOMPARE(rules.newGame(options)->hash(), game->hash()); // the same game, new
            while (!game->isOver()) {
                const std::vector<Move> legal = game->legalMoves();
                const Move m = legal[random() % legal.size()];
                // Typing the move's text reads back the same move.
                const auto typed = moveFromText(*game, game->moveToText(m));
                QVERIFY2(std::holds_alternative<Move>(typed), game->moveToText(m).c_str());
                QCOMPARE(std::get<Move>(typed), m);
                game->play(m);
            }
            auto parsed = rules.gameFromText(options, game->toText());
            QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
            const auto &copy = std::get<std::unique_ptr<Game>>(parsed);
            QCOMPARE(copy->history(), game->history());
            QCOMPARE(copy->hash(), game->hash());
            QCOMPARE(copy->outcome(), game->outcome());
        }
    }

    void aBadMoveChangesNothing_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("bad");
        QTest::addColumn<int>("errorAt");
        QTest::newRow("connect4: letter") << "connect4"
                                          << "4453"
                                          << "x" << 0;
        QTest::newRow("connect4: two moves") << "connect4"
                                             << "4453"
                                             << "12" << 0;
        QTest::newRow("connect4: a later bad move") << "connect4"
                                                    << ""
                                                    << "44z" << 2;
        QTest::newRow("4mation: not adjacent") << "4mation"
                                               << "d4"
                                               << "a1" << 0;
        QTest::newRow("4mation: off the board") << "4mation"
                                                << "d4"
                                                << "z9" << 0;
        QTest::newRow("quarto: piece code") << "quarto"
                                            << "DTRH"
                                            << "a1XXXX" << 2;
        QTest::newRow("quarto: empty") << "quarto"
                                       << "DTRH"
                                       << "  " << 0;
    }
    void aBadMoveChangesNothing()
    {
        QFETCH(QString, game);
        QFETCH(QString, position);
        QFETCH(QString, bad);
        QFETCH(int, errorAt);
        const GameRules *rules = nullptr;
        for (const GameRules *candidate : kGames)
            if (candidate->id() == game.toStdString())
                rules = candidate;
        QVERIFY(rules);
        auto parsed = rules->gameFromText(rules->defaultOptions(), position.toStdString());
        QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
        Game &played = *std::get<std::unique_ptr<Game>>(parsed);
        const std::uint64_t before = played.hash();
        const int plies = played.plyCount();
        const auto typed = moveFromText(played, bad.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(typed));
        QCOMPARE(static_cast<int>(std::get<ParseError>(typed).position), errorAt);
        QVERIFY(!std::get<ParseError>(typed).message.empty());
        // playText is all or nothing ("12" and blanks are fine as a whole text).
        if (bad == QLatin1String("12") || bad.trimmed().isEmpty())
            return;
        QVERIFY(played.playText(bad.toStdString()).has_value());
        QCOMPARE(played.hash(), before);
        QCOMPARE(played.plyCount(), plies);
    }

    void namesAreTheFileNames()
    {
        // The names saved games and the command line use, each game its own.
        QCOMPARE(connectFourRules().id(), std::string_view("connect4"));
        QCOMPARE(quartoRules().id(), std::string_view("quarto"));
        QCOMPARE(fourMationRules().id(), std::string_view("4mation"));
        for (const GameRules *rules : kGames) {
            // Options read back by their keys, at their defaults.
            const GameOptions defaults = rules->defaultOptions();
            for (const OptionSpec &spec : rules->options())
                QCOMPARE(defaults.value(spec.key), spec.defaultValue);
            QVERIFY(!rules->optionsError(defaults));
        }
    }

    void aNewTimeReachesTheSearch()
    {
        // setBudget() changes the time of the levels that have one (an AI
        // kept with its table gets another time), and only theirs. Expert,
        // given no time at all, stops at its first look at the clock (every
        // 256 nodes), where its first time (a minute) would search millions.
        using std::chrono::milliseconds;
        for (const GameRules *rules : kGames) {
            const GameOptions options = rules->defaultOptions();
            std::unique_ptr<Game> game = rules->newGame(options);
            game->play(game->legalMoves().front()); // Quarto: a piece in hand to place
            for (const AiLevel level : rules->levels()) {
                AiConfig config;
                config.level = level;
                config.budget = milliseconds(60000);
                const std::unique_ptr<Ai> ai = rules->makeAi(config);
                ai->setBudget(milliseconds(0));
                const bool timed = level == AiLevel::Expert || level == AiLevel::Perfect;
                QCOMPARE(ai->config().budget, milliseconds(timed ? 0 : 60000));
                if (level != AiLevel::Expert)
                    continue;
                SearchControl control;
                const AiDecision decision = ai->chooseMove(*game, control);
                QVERIFY2(decision.nodes <= 512, std::to_string(decision.nodes).c_str());
                QVERIFY(game->isLegal(decision.move));
            }
        }
    }

    void outOfRangeOptionsAreRefused()
    {
        GameOptions options = connectFourOptions(3, 7);
        QVERIFY(connectFourRules().optionsError(options));
        options = fourMationOptions(11);
        QVERIFY(fourMationRules().optionsError(options));
        options.setValue("size", 3);
        QVERIFY(!fourMationRules().optionsError(options));
        options.setValue("size", 2);
        QVERIFY(std::holds_alternative<ParseError>(fourMationRules().gameFromText(options, "")));
        // Options of one game given to another are no game at all.
        QVERIFY(quartoRules().optionsError(fourMationOptions()));
    }
};

QTEST_APPLESS_MAIN(TestGameRules)
#include "tst_gamerules.moc"
