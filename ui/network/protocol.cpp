#include "ui/network/protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <array>
#include <cmath>
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

// The deepest nesting of objects and arrays in `json`, counted outside
// strings, without parsing: a message nested a million deep is refused
// before any parser recurses into it.
int nestingDepth(const QByteArray &json)
{
    int depth = 0, deepest = 0;
    bool inString = false, escaped = false;
    for (const char c : json) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

// Reads the fields of one message; the first problem sticks.
class Fields {
public:
    explicit Fields(const QJsonObject &object)
        : m_object(object)
    {}

    std::optional<ProtocolError> error() const { return m_error; }

    QString string(const char *key, int maxLength, bool required = true)
    {
        const QJsonValue value = m_object.value(text(key));
        if (value.isUndefined() && !required)
            return {};
        if (!value.isString() || value.toString().size() > maxLength)
            fail(key);
        return value.toString();
    }
    int integer(const char *key, int min, int max)
    {
        const QJsonValue value = m_object.value(text(key));
        const double number = value.toDouble(-1e300);
        if (!value.isDouble() || number != std::floor(number) || number < min || number > max) {
            fail(key);
            return min;
        }
        return int(number);
    }
    bool boolean(const char *key)
    {
        const QJsonValue value = m_object.value(text(key));
        if (!value.isBool())
            fail(key);
        return value.toBool();
    }
    QByteArray base64(const char *key, int bytes)
    {
        const auto decoded =
            QByteArray::fromBase64Encoding(string(key, 4 * bytes).toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.size() != bytes) {
            fail(key);
            return {};
        }
        return decoded.decoded;
    }
    RequestKind request(const char *key)
    {
        const QString name = string(key, kMaxTextLength);
        for (const auto &[kind, known] : kRequestNames)
            if (name == QLatin1String(known))
                return kind;
        fail(key);
        return RequestKind::Undo;
    }
    QStringList strings(const char *key, int maxCount, int maxLength)
    {
        const QJsonValue value = m_object.value(text(key));
        QStringList list;
        if (!value.isArray() || value.toArray().size() > maxCount) {
            fail(key);
            return list;
        }
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString() || item.toString().size() > maxLength) {
                fail(key);
                return {};
            }
            list << item.toString();
        }
        return list;
    }
    std::map<QString, int> integers(const char *key, int maxCount)
    {
        const QJsonValue value = m_object.value(text(key));
        std::map<QString, int> map;
        if (!value.isObject() || value.toObject().size() > maxCount) {
            fail(key);
            return map;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const double number = it.value().toDouble(-1e300);
            if (it.key().size() > kMaxTextLength || !it.value().isDouble() || number != std::floor(number)
                || std::abs(number) > 1e6) {
                fail(key);
                return {};
            }
            map[it.key()] = int(number);
        }
        return map;
    }

private:
    void fail(const char *key)
    {
        if (!m_error)
            m_error = ProtocolError{ProtocolProblem::BadField, text(key)};
    }

    QJsonObject m_object;
    std::optional<ProtocolError> m_error;
};

template <typename T>
std::variant<Message, ProtocolError> checked(const Fields &fields, T message)
{
    if (const auto error = fields.error())
        return *error;
    return Message(std::move(message));
}

std::variant<Message, ProtocolError> readMessage(const QString &type, Fields &f)
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
        m.kind = f.request("what");
        m.plies = f.integer("plies", 0, kMaxMoves);
        return checked(f, m);
    }
    if (type == QLatin1String("answer")) {
        Answer m;
        m.kind = f.request("what");
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
    if (json.size() > kMaxMessageBytes)
        return ProtocolError{ProtocolProblem::TooLarge, QString::number(json.size())};
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    [[maybe_unused]] const QString decoded = utf8.decode(json);
    if (utf8.hasError())
        return ProtocolError{ProtocolProblem::NotUtf8, {}};
    if (nestingDepth(json) > kMaxDepth)
        return ProtocolError{ProtocolProblem::TooDeep, {}};
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject())
        return ProtocolError{ProtocolProblem::NotJson, {}};
    const QJsonObject object = document.object();
    const QJsonValue type = object.value(QStringLiteral("type"));
    if (!type.isString())
        return ProtocolError{ProtocolProblem::BadField, QStringLiteral("type")};
    Fields fields(object);
    return readMessage(type.toString(), fields);
}

} // namespace quatre::ui::net
