#include "ui/network/protocol.h"

#include "ui/network/jsonfields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <array>
#include <utility>

namespace quatre::ui::net {

namespace {

constexpr std::array<std::pair<RequestKind, const char *>, 3> kRequestNames{{
    {RequestKind::Undo, "undo"},
    {RequestKind::NewGame, "new-game"},
    {RequestKind::Rematch, "rematch"},
}};

QString requestName(RequestKind kind)
{
    for (const auto &[known, name] : kRequestNames)
        if (known == kind)
            return QString::fromLatin1(name);
    return {};
}

QString text(const char *latin1)
{
    return QString::fromLatin1(latin1);
}

RequestKind readRequest(FieldReader &f, const char *key)
{
    const QString name = f.string(key, kMaxTextLength);
    for (const auto &[kind, known] : kRequestNames)
        if (name == QLatin1String(known))
            return kind;
    f.fail(key);
    return RequestKind::Undo;
}

template <typename T>
std::variant<Message, ProtocolError> checked(const FieldReader &fields, T message)
{
    if (const auto error = fields.error())
        return *error;
    return Message(std::move(message));
}

std::variant<Message, ProtocolError> readMessage(const QString &type, FieldReader &f)
{
    if (type == QLatin1String("hello")) {
        Hello m;
        m.protocol = f.integer("protocol", 1, 1000000);
        m.app = f.string("app", kMaxTextLength);
        m.name = f.string("name", kMaxNameLength);
        return checked(f, m);
    }
    if (type == QLatin1String("challenge"))
        return checked(f, Challenge{f.base64("nonce", 32)});
    if (type == QLatin1String("proof"))
        return checked(f, Proof{f.base64("hmac", 32)});
    if (type == QLatin1String("welcome"))
        return checked(f, Welcome{});
    if (type == QLatin1String("setup")) {
        Setup m;
        m.game = f.string("game", kMaxTextLength);
        m.options = f.integers("options", kMaxOptions);
        m.hostSeat = f.integer("hostSeat", 0, 1);
        m.firstSeat = f.integer("firstSeat", 0, 1);
        m.moves = f.strings("moves", kMaxMoves, kMaxTextLength);
        return checked(f, m);
    }
    if (type == QLatin1String("move")) {
        MovePlayed m;
        m.ply = f.integer("ply", 0, kMaxMoves);
        m.move = f.string("move", kMaxTextLength);
        return checked(f, m);
    }
    if (type == QLatin1String("request")) {
        Request m;
        m.kind = readRequest(f, "what");
        m.plies = f.integer("plies", 0, kMaxMoves);
        return checked(f, m);
    }
    if (type == QLatin1String("answer")) {
        Answer m;
        m.kind = readRequest(f, "what");
        m.accepted = f.boolean("accepted");
        m.plies = f.integer("plies", 0, kMaxMoves);
        return checked(f, m);
    }
    if (type == QLatin1String("resign"))
        return checked(f, Resign{});
    if (type == QLatin1String("chat"))
        return checked(f, Chat{f.string("text", kMaxChatLength)});
    if (type == QLatin1String("ping"))
        return checked(f, Ping{});
    if (type == QLatin1String("pong"))
        return checked(f, Pong{});
    if (type == QLatin1String("bye"))
        return checked(f, Bye{f.string("reason", kMaxTextLength, false)});
    return ProtocolError{ProtocolProblem::UnknownType, type.left(kMaxTextLength)};
}

struct Encoder {
    QJsonObject operator()(const Hello &m) const
    {
        return {
            {QStringLiteral("protocol"), m.protocol}, {QStringLiteral("app"), m.app}, {QStringLiteral("name"), m.name}};
    }
    QJsonObject operator()(const Challenge &m) const
    {
        return {{QStringLiteral("nonce"), QString::fromLatin1(m.nonce.toBase64())}};
    }
    QJsonObject operator()(const Proof &m) const
    {
        return {{QStringLiteral("hmac"), QString::fromLatin1(m.hmac.toBase64())}};
    }
    QJsonObject operator()(const Welcome &) const { return {}; }
    QJsonObject operator()(const Setup &m) const
    {
        QJsonObject options;
        for (const auto &[key, value] : m.options)
            options[key] = value;
        return {{QStringLiteral("game"), m.game},
                {QStringLiteral("options"), options},
                {QStringLiteral("hostSeat"), m.hostSeat},
                {QStringLiteral("firstSeat"), m.firstSeat},
                {QStringLiteral("moves"), QJsonArray::fromStringList(m.moves)}};
    }
    QJsonObject operator()(const MovePlayed &m) const
    {
        return {{QStringLiteral("ply"), m.ply}, {QStringLiteral("move"), m.move}};
    }
    QJsonObject operator()(const Request &m) const
    {
        return {{QStringLiteral("what"), requestName(m.kind)}, {QStringLiteral("plies"), m.plies}};
    }
    QJsonObject operator()(const Answer &m) const
    {
        return {{QStringLiteral("what"), requestName(m.kind)},
                {QStringLiteral("accepted"), m.accepted},
                {QStringLiteral("plies"), m.plies}};
    }
    QJsonObject operator()(const Resign &) const { return {}; }
    QJsonObject operator()(const Chat &m) const { return {{QStringLiteral("text"), m.text}}; }
    QJsonObject operator()(const Ping &) const { return {}; }
    QJsonObject operator()(const Pong &) const { return {}; }
    QJsonObject operator()(const Bye &m) const { return {{QStringLiteral("reason"), m.reason}}; }
};

struct TypeName {
    const char *operator()(const Hello &) const { return "hello"; }
    const char *operator()(const Challenge &) const { return "challenge"; }
    const char *operator()(const Proof &) const { return "proof"; }
    const char *operator()(const Welcome &) const { return "welcome"; }
    const char *operator()(const Setup &) const { return "setup"; }
    const char *operator()(const MovePlayed &) const { return "move"; }
    const char *operator()(const Request &) const { return "request"; }
    const char *operator()(const Answer &) const { return "answer"; }
    const char *operator()(const Resign &) const { return "resign"; }
    const char *operator()(const Chat &) const { return "chat"; }
    const char *operator()(const Ping &) const { return "ping"; }
    const char *operator()(const Pong &) const { return "pong"; }
    const char *operator()(const Bye &) const { return "bye"; }
};

} // namespace

const char *messageTypeName(const Message &message)
{
    return std::visit(TypeName{}, message);
}

QByteArray encodeMessage(const Message &message)
{
    QJsonObject object = std::visit(Encoder{}, message);
    object[QStringLiteral("type")] = text(messageTypeName(message));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::variant<Message, ProtocolError> decodeMessage(const QByteArray &json)
{
    auto read = readJsonObject(json, kMaxMessageBytes, kMaxDepth);
    if (const auto *error = std::get_if<ProtocolError>(&read))
        return *error;
    const QJsonObject object = std::get<QJsonObject>(std::move(read));
    const QJsonValue type = object.value(QStringLiteral("type"));
    if (!type.isString())
        return ProtocolError{ProtocolProblem::BadField, QStringLiteral("type")};
    FieldReader fields(object);
    return readMessage(type.toString(), fields);
}

} // namespace quatre::ui::net
