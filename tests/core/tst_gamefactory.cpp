// The game-independent entry points: making any game from its options, reading
// it from text, and reading one typed move, for all three games.
#include "core/games/gamefactory.h"

#include <QtTest>

#include <random>

using namespace quatre;

Q_DECLARE_METATYPE(quatre::GameOptions)

class TestGameFactory : public QObject {
    Q_OBJECT

private slots:
    void everyGameRoundTripsThroughText_data()
    {
        QTest::addColumn<GameOptions>("options");
        GameOptions c4;
        GameOptions c4big;
        c4big.rows = 10;
        c4big.columns = 10;
        GameOptions quarto;
        quarto.kind = GameKind::Quarto;
        GameOptions quartoSquare = quarto;
        quartoSquare.squareRule = true;
        GameOptions fourMation;
        fourMation.kind = GameKind::FourMation;
        GameOptions fourMationOfficial = fourMation;
        fourMationOfficial.officialRule = true;
        fourMationOfficial.size = 10;
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
        QVERIFY(validate(options).empty());
        std::mt19937_64 random(31);
        for (int g = 0; g < 200; ++g) {
            std::unique_ptr<Game> game = newGame(options);
            QCOMPARE(game->kind(), options.kind);
            while (!game->isOver()) {
                const std::vector<Move> legal = game->legalMoves();
                const Move m = legal[random() % legal.size()];
                // Typing the move's text reads back the same move.
                const auto typed = moveFromText(*game, game->moveToText(m));
                QVERIFY2(std::holds_alternative<Move>(typed), game->moveToText(m).c_str());
                QCOMPARE(std::get<Move>(typed), m);
                game->play(m);
            }
            auto parsed = gameFromText(options, game->toText());
            QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
            const auto &copy = std::get<std::unique_ptr<Game>>(parsed);
            QCOMPARE(copy->history(), game->history());
            QCOMPARE(copy->hash(), game->hash());
            QCOMPARE(copy->outcome(), game->outcome());
        }
    }

    void aBadMoveChangesNothing_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("bad");
        QTest::addColumn<int>("errorAt");
        QTest::newRow("connect4: letter") << int(GameKind::ConnectFour) << "4453" << "x" << 0;
        QTest::newRow("connect4: two moves") << int(GameKind::ConnectFour) << "4453" << "12" << 0;
        QTest::newRow("connect4: a later bad move") << int(GameKind::ConnectFour) << "" << "44z" << 2;
        QTest::newRow("4mation: not adjacent") << int(GameKind::FourMation) << "d4" << "a1" << 0;
        QTest::newRow("4mation: off the board") << int(GameKind::FourMation) << "d4" << "z9" << 0;
        QTest::newRow("quarto: piece code") << int(GameKind::Quarto) << "DTRH" << "a1XXXX" << 2;
        QTest::newRow("quarto: empty") << int(GameKind::Quarto) << "DTRH" << "  " << 0;
    }
    void aBadMoveChangesNothing()
    {
        QFETCH(int, kind);
        QFETCH(QString, position);
        QFETCH(QString, bad);
        QFETCH(int, errorAt);
        GameOptions options;
        options.kind = static_cast<GameKind>(kind);
        auto parsed = gameFromText(options, position.toStdString());
        QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
        Game &game = *std::get<std::unique_ptr<Game>>(parsed);
        const std::uint64_t before = game.hash();
        const int plies = game.plyCount();
        const auto typed = moveFromText(game, bad.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(typed));
        QCOMPARE(static_cast<int>(std::get<ParseError>(typed).position), errorAt);
        QVERIFY(!std::get<ParseError>(typed).message.empty());
        // playText is all or nothing ("12" and blanks are fine as a whole text).
        if (bad == QLatin1String("12") || bad.trimmed().isEmpty())
            return;
        QVERIFY(game.playText(bad.toStdString()).has_value());
        QCOMPARE(game.hash(), before);
        QCOMPARE(game.plyCount(), plies);
    }

    void namesRoundTrip()
    {
        for (GameKind kind : {GameKind::ConnectFour, GameKind::Quarto, GameKind::FourMation}) {
            GameKind back{};
            QVERIFY(gameKindFromName(gameName(kind), &back));
            QCOMPARE(back, kind);
        }
        GameKind unused{};
        QVERIFY(!gameKindFromName("chess", &unused));
    }

    void outOfRangeOptionsAreRefused()
    {
        GameOptions options;
        options.rows = 3;
        QVERIFY(!validate(options).empty());
        options = GameOptions{};
        options.kind = GameKind::FourMation;
        options.size = 11;
        QVERIFY(!validate(options).empty());
        options.size = 3;
        QVERIFY(validate(options).empty());
        options.size = 2;
        QVERIFY(std::holds_alternative<ParseError>(gameFromText(options, "")));
    }
};

QTEST_APPLESS_MAIN(TestGameFactory)
#include "tst_gamefactory.moc"
