// Error messages count characters, not bytes: "４４" (full-width digits, three
// bytes each) or an emoji (four bytes) is named whole, at its number as a
// person counts, in every game's notation. The core reads UTF-8 by hand
// (utf8CharacterBytes); its edge cases are here too.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/parseerror.h"

#include "core/games/gamerules.h"

#include <QtTest>

#include <string>

using namespace quatre;

namespace {

// U+FF14 FULLWIDTH DIGIT FOUR, U+FF31 FULLWIDTH LATIN CAPITAL LETTER Q,
// U+1F600 GRINNING FACE.
const std::string kFullWidthFour = "\xef\xbc\x94";
const std::string kFullWidthQ = "\xef\xbc\xb1";
const std::string kEmoji = "\xf0\x9f\x98\x80";

std::string errorOf(const GameOptions &options, const std::string &text)
{
    auto parsed = gameFromText(options, text);
    const auto *error = std::get_if<ParseError>(&parsed);
    return error ? error->message : std::string("(no error)");
}

} // namespace

class TestParseError : public QObject {
    Q_OBJECT

private slots:
    void utf8CharacterBytes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("bytes");
        QTest::newRow("ASCII") << QByteArray("4x") << 1;
        QTest::newRow("two bytes (é)") << QByteArray("\xc3\xa9") << 2;
        QTest::newRow("three bytes (４)") << QByteArray::fromStdString(kFullWidthFour) << 3;
        QTest::newRow("four bytes (emoji)") << QByteArray::fromStdString(kEmoji) << 4;
        QTest::newRow("cut short") << QByteArray("\xf0\x9f\x98") << 1;
        QTest::newRow("a lone continuation byte") << QByteArray("\x80") << 1;
        QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << 1;
        QTest::newRow("overlong three bytes") << QByteArray("\xe0\x80\xaf") << 1;
        QTest::newRow("a surrogate") << QByteArray("\xed\xa0\x80") << 1;
        QTest::newRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << 1;
        QTest::newRow("not continued") << QByteArray("\xe2\x28\xa1") << 1;
    }

    void utf8CharacterBytes()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, bytes);
        QCOMPARE(quatre::utf8CharacterBytes(text.toStdString(), 0), std::size_t(bytes));
        QCOMPARE(quatre::utf8CharacterBytes(text.toStdString(), std::size_t(text.size())), std::size_t(0));
    }

    void charactersAreCountedAsAPersonCountsThem()
    {
        const std::string text = "a" + kFullWidthFour + kEmoji + "b";
        QCOMPARE(characterNumber(text, 0), std::size_t(1));
        QCOMPARE(characterNumber(text, 1), std::size_t(2));
        QCOMPARE(characterNumber(text, 4), std::size_t(3));
        QCOMPARE(characterNumber(text, 8), std::size_t(4));
        QCOMPARE(characterNumber(text, text.size()), std::size_t(5));
        QCOMPARE(characterAt(text, 1), kFullWidthFour);
        QCOMPARE(characterAt(text, 4), kEmoji);
        QCOMPARE(characterAt(text, text.size()), std::string());
        // A stray byte is a character of its own: nothing is swallowed with it.
        QCOMPARE(characterNumber("\x80\x80x", 2), std::size_t(3));
        QCOMPARE(characterAt("\xf0\x9f\x98x", 0), std::string("\xf0"));
    }

    void connectFourNamesTheWholeCharacter()
    {
        const GameOptions options = connectFourOptions();
        QCOMPARE(errorOf(options, kFullWidthFour + kFullWidthFour),
                 "character 1 ('" + kFullWidthFour + "') is not a column: use 1-9, and a for column 10");
        QCOMPARE(errorOf(options, "44" + kEmoji),
                 "character 3 ('" + kEmoji + "') is not a column: use 1-9, and a for column 10");
    }

    void quartoNamesTheWholeCharacter()
    {
        const GameOptions options = quartoOptions();
        QCOMPARE(errorOf(options, "DT" + kFullWidthQ + "F"),
                 "character 3 ('" + kFullWidthQ + "'): expected Q (square) or R (round) in a piece code like DTRH");
        QCOMPARE(errorOf(options, "DTQF b3DT" + kEmoji),
                 "character 10 ('" + kEmoji + "'): expected Q (square) or R (round) in a piece code like DTRH");
        QCOMPARE(errorOf(options, kFullWidthFour),
                 "character 1 ('" + kFullWidthFour + "'): expected L (light) or D (dark) in a piece code like DTRH");
    }

    void fourMationNamesTheWholeCharacter()
    {
        const GameOptions options = fourMationOptions();
        QCOMPARE(errorOf(options, "d" + kFullWidthFour),
                 "character 2 ('" + kFullWidthFour + "') is not a row number after 'd'");
        QCOMPARE(errorOf(options, "d4 " + kEmoji),
                 "character 4 ('" + kEmoji
                     + "') is not a column letter: a move is a letter and a row number, as in d4");
    }

    void theBytePositionStaysABytePosition()
    {
        // The position points into the text given (where the move starts, for
        // a program that cuts there); only the message counts characters.
        auto parsed = gameFromText(connectFourOptions(), "44" + kEmoji);
        QCOMPARE(std::get<ParseError>(parsed).position, std::size_t(2));
        parsed = gameFromText(quartoOptions(), "DTQF b3DT" + kEmoji);
        QCOMPARE(std::get<ParseError>(parsed).position, std::size_t(9));
    }
};

QTEST_GUILESS_MAIN(TestParseError)
#include "tst_parseerror.moc"
