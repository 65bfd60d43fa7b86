// The frames of the wire: messages come whole however the bytes are cut,
// several in one read or one a byte at a time; a length over the limit is
// refused from its four bytes alone, so nothing is buffered for it; a
// malformed frame fails the reader for good; the buffer never holds more
// than one frame.
#include "ui/network/messagereader.h"

#include "testseed.h"

#include <QTest>
#include <QtEndian>

#include <random>

using namespace quatre::ui::net;

namespace {

QByteArray frameOf(const QByteArray &json)
{
    QByteArray frame(4, '\0');
    qToBigEndian(quint32(json.size()), frame.data());
    return frame + json;
}

std::vector<Message> sample()
{
    return {Hello{1, QStringLiteral("1.0"), QStringLiteral("Ana")}, Ping{}, MovePlayed{0, QStringLiteral("4")},
            Chat{QString(kMaxChatLength, QLatin1Char('x'))}, Bye{QStringLiteral("done")}};
}

} // namespace

class TestMessageReader : public QObject {
    Q_OBJECT

private slots:
    void messagesComeWholeHoweverTheBytesAreCut()
    {
        QByteArray stream;
        for (const Message &message : sample())
            stream += frameMessage(message);
        std::mt19937 random(quatre::test::testSeed(5));
        for (int trial = 0; trial < 200; ++trial) {
            MessageReader reader;
            std::vector<Message> messages;
            qsizetype at = 0;
            while (at < stream.size()) {
                // Pieces from one byte to a few frames long.
                const qsizetype piece =
                    std::min<qsizetype>(stream.size() - at, 1 + qsizetype(random() % (trial % 2 ? 3 : 2000)));
                QVERIFY(!reader.feed(QByteArrayView(stream).sliced(at, piece), messages));
                QVERIFY(reader.pendingBytes() <= 4 + kMaxMessageBytes);
                at += piece;
            }
            QCOMPARE(messages.size(), sample().size());
            for (std::size_t i = 0; i < messages.size(); ++i)
                QCOMPARE(encodeMessage(messages[i]), encodeMessage(sample()[i]));
            QCOMPARE(reader.pendingBytes(), 0);
        }
    }

    void aHugeLengthIsRefusedFromItsPrefix()
    {
        MessageReader reader;
        std::vector<Message> messages;
        QByteArray prefix(4, '\0');
        qToBigEndian(quint32(100 * 1024 * 1024), prefix.data());
        QVERIFY(!reader.feed(QByteArrayView(prefix).first(3), messages));
        const auto error = reader.feed(QByteArrayView(prefix).sliced(3), messages);
        QVERIFY(error);
        QCOMPARE(error->problem, ProtocolProblem::TooLarge);
        QCOMPARE(error->detail, QString::number(100 * 1024 * 1024));
        QCOMPARE(reader.pendingBytes(), 0);
        QVERIFY(reader.hasFailed());
        // Failed for good: later bytes, even a good frame, are not read.
        QVERIFY(reader.feed(frameMessage(Ping{}), messages));
        QVERIFY(messages.empty());
    }

    void aFrameOf65KiBIsRefused()
    {
        MessageReader reader;
        std::vector<Message> messages;
        const auto error = reader.feed(frameOf(QByteArray(65 * 1024, ' ')), messages);
        QVERIFY(error);
        QCOMPARE(error->problem, ProtocolProblem::TooLarge);
        // The largest allowed frame is read (as what it holds: here, no JSON).
        MessageReader largest;
        const auto atLimit = largest.feed(frameOf(QByteArray(kMaxMessageBytes, ' ')), messages);
        QVERIFY(atLimit);
        QCOMPARE(atLimit->problem, ProtocolProblem::NotJson);
    }

    void theMessagesBeforeABadFrameAreKept()
    {
        MessageReader reader;
        std::vector<Message> messages;
        const QByteArray stream =
            frameMessage(Ping{}) + frameMessage(Pong{}) + frameOf("{\"type\": 3}") + frameMessage(Ping{});
        const auto error = reader.feed(stream, messages);
        QVERIFY(error);
        QCOMPARE(error->problem, ProtocolProblem::BadField);
        QCOMPARE(messages.size(), std::size_t(2));
        QVERIFY(std::holds_alternative<Pong>(messages[1]));
    }

    void anEmptyFrameIsNoMessage()
    {
        MessageReader reader;
        std::vector<Message> messages;
        const auto error = reader.feed(frameOf({}), messages);
        QVERIFY(error);
        QCOMPARE(error->problem, ProtocolProblem::NotJson);
    }
};

QTEST_MAIN(TestMessageReader)
#include "tst_messagereader.moc"
