// Every message survives encoding and decoding unchanged, and a message that
// breaks the format (a field missing, of the wrong type, too long, out of
// range; an unknown type; not JSON; too deep; not UTF-8) is refused with the
// problem and the field named.
#include "ui/network/protocol.h"

#include <QTest>

using namespace quatre::ui::net;

Q_DECLARE_METATYPE(quatre::ui::net::ProtocolProblem)

namespace {

bool sameMessage(const Message &a, const Message &b)
{
    return encodeMessage(a) == encodeMessage(b);
}

} // namespace

class TestProtocol : public QObject {
    Q_OBJECT

private slots:
    void everyMessageRoundTrips()
    {
        Setup setup;
        setup.game = QStringLiteral("connect4");
        setup.options = {{QStringLiteral("rows"), 6}, {QStringLiteral("columns"), 7}};
        setup.hostSeat = 1;
        setup.firstSeat = 1;
        setup.moves = {QStringLiteral("4"), QStringLiteral("4"), QStringLiteral("5")};
        const std::vector<Message> messages = {
            Hello{1, QStringLiteral("0.9.0"), QStringLiteral("Ana Maria Șerban")},
            Challenge{QByteArray(32, '\x7f')},
            Proof{QByteArray(32, '\x01')},
            Welcome{},
            setup,
            MovePlayed{12, QStringLiteral("a1LSQF")},
            Request{RequestKind::Undo, 7},
            Request{RequestKind::NewGame, 0},
            Request{RequestKind::Rematch, 42},
            Answer{RequestKind::Rematch, true, 42},
            Answer{RequestKind::Undo, false, 7},
            Resign{},
            Chat{QStringLiteral("<b>bold?</b> \"quoted\" ☺")},
            Ping{},
            Pong{},
            Bye{QStringLiteral("closed")},
        };
        for (const Message &message : messages) {
            const QByteArray json = encodeMessage(message);
            QVERIFY2(json.size() < 1000, json.constData());
            const auto decoded = decodeMessage(json);
            QVERIFY2(std::holds_alternative<Message>(decoded), json.constData());
            const Message &back = std::get<Message>(decoded);
            QCOMPARE(back.index(), message.index());
            QVERIFY2(sameMessage(back, message), json.constData());
        }
        const auto back = decodeMessage(encodeMessage(setup));
        const Setup &read = std::get<Setup>(std::get<Message>(back));
        QCOMPARE(read.options.at(QStringLiteral("columns")), 7);
        QCOMPARE(read.moves, setup.moves);
    }

    void badMessagesAreNamed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<ProtocolProblem>("problem");
        QTest::addColumn<QString>("detail");
        const auto row = [](const char *name, const QByteArray &json, ProtocolProblem problem, const char *detail) {
            QTest::newRow(name) << json << problem << QString::fromLatin1(detail);
        };
        row("garbage", "\x01\x02 hello", ProtocolProblem::NotJson, "");
        row("an array", "[1, 2]", ProtocolProblem::NotJson, "");
        row("cut short", "{\"type\": \"ping\"", ProtocolProblem::NotJson, "");
        row("invalid UTF-8", "{\"type\": \"chat\", \"text\": \"\xff\xfe\"}", ProtocolProblem::NotUtf8, "");
        row("too deep", "{\"type\": \"ping\", \"x\": [[[[[1]]]]]}", ProtocolProblem::TooDeep, "");
        row("no type", "{\"text\": \"hi\"}", ProtocolProblem::BadField, "type");
        row("unknown type", "{\"type\": \"teleport\"}", ProtocolProblem::UnknownType, "teleport");
        row("a number for a string", "{\"type\": \"chat\", \"text\": 7}", ProtocolProblem::BadField, "text");
        row("a chat too long", "{\"type\": \"chat\", \"text\": \"" + QByteArray(kMaxChatLength + 1, 'a') + "\"}",
            ProtocolProblem::BadField, "text");
        row("a name too long",
            "{\"type\": \"hello\", \"protocol\": 1, \"app\": \"1\", \"name\": \"" + QByteArray(kMaxNameLength + 1, 'n')
                + "\"}",
            ProtocolProblem::BadField, "name");
        row("a fractional ply", "{\"type\": \"move\", \"ply\": 1.5, \"move\": \"4\"}", ProtocolProblem::BadField,
            "ply");
        row("a negative ply", "{\"type\": \"move\", \"ply\": -1, \"move\": \"4\"}", ProtocolProblem::BadField, "ply");
        row("a seat out of range",
            "{\"type\": \"setup\", \"game\": \"connect4\", \"options\": {}, \"hostSeat\": 2, \"firstSeat\": 0, "
            "\"moves\": []}",
            ProtocolProblem::BadField, "hostSeat");
        row("a move that is no string",
            "{\"type\": \"setup\", \"game\": \"connect4\", \"options\": {}, \"hostSeat\": 0, \"firstSeat\": 0, "
            "\"moves\": [4]}",
            ProtocolProblem::BadField, "moves");
        row("an option that is no number",
            "{\"type\": \"setup\", \"game\": \"connect4\", \"options\": {\"rows\": \"6\"}, \"hostSeat\": 0, "
            "\"firstSeat\": 0, \"moves\": []}",
            ProtocolProblem::BadField, "options");
        row("a request of nothing known", "{\"type\": \"request\", \"what\": \"surrender\", \"plies\": 1}",
            ProtocolProblem::BadField, "what");
        row("a request without its plies", "{\"type\": \"request\", \"what\": \"undo\"}", ProtocolProblem::BadField,
            "plies");
        row("an answer without its yes or no", "{\"type\": \"answer\", \"what\": \"undo\", \"plies\": 1}",
            ProtocolProblem::BadField, "accepted");
        row("a nonce too short", "{\"type\": \"challenge\", \"nonce\": \"AAAA\"}", ProtocolProblem::BadField, "nonce");
        row("a proof not base64", "{\"type\": \"proof\", \"hmac\": \"!!!!\"}", ProtocolProblem::BadField, "hmac");
        row("too large", "{\"type\": \"chat\", \"text\": \"" + QByteArray(kMaxMessageBytes, 'a') + "\"}",
            ProtocolProblem::TooLarge, "(its size)");
    }
    void badMessagesAreNamed()
    {
        QFETCH(QByteArray, json);
        QFETCH(ProtocolProblem, problem);
        QFETCH(QString, detail);
        const auto decoded = decodeMessage(json);
        if (problem == ProtocolProblem::TooLarge)
            detail = QString::number(json.size());
        QVERIFY(std::holds_alternative<ProtocolError>(decoded));
        const ProtocolError &error = std::get<ProtocolError>(decoded);
        QCOMPARE(error.problem, problem);
        QCOMPARE(error.detail, detail);
    }

    // Nesting is counted outside strings: brackets in a chat are text.
    void bracketsInAStringAreText()
    {
        const auto decoded = decodeMessage("{\"type\": \"chat\", \"text\": \"[[[[[[ {{{{ \\\" [[[[\"}");
        QVERIFY(std::holds_alternative<Message>(decoded));
        QCOMPARE(std::get<Chat>(std::get<Message>(decoded)).text, QStringLiteral("[[[[[[ {{{{ \" [[[["));
    }
};

QTEST_MAIN(TestProtocol)
#include "tst_protocol.moc"
